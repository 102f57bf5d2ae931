/**
 * The site's own forms with JavaScript: one document listener, started by the root layout's island
 * (layout/SiteScripts.client.tsx) as it is evaluated, sends every `form[data-own-form]` from the page
 * instead of posting it. The forms are static markup (the footer's sign-up is on every page, where an
 * island would be hydrated on every load), so this works them as the frame's buttons are worked
 * (layout/frame-controls.ts), and it works a form React rendered after a client-side navigation alike.
 *
 * A send: the browser has checked the fields (required, type, maxlength, pattern; a field of spaces
 * only counts as empty); the button says the form's sending words and the form is busy; forms/send.ts,
 * loaded now (the rules and supabase-js stay out of every page's first-load JavaScript), checks the
 * values and sends the row to Supabase with the anon key and where the visit came from; a stored
 * message is one step of the funnel (funnel/visit.ts). Stored: the form is cleared and its "sent"
 * note says so. Refused or unanswered: what was typed stays, and its "failed" (or "limited") note says
 * what to do, with the form's data-* message (the plain POST's note adds how to get back to the form).
 * Values the browser let through but the rules refuse (forms/rules.ts, the server's rules too) are
 * not sent: the "invalid" note says what each field needs. The notes are live regions (status,
 * alert): their message is written after they show, so it is read out, and the note then takes focus
 * in the middle of the screen, at once (no smooth scroll to wait for), wherever the form was sent
 * from (a phone scrolled to its button). A filled-in honeypot is told "sent" and nothing is sent.
 */
import type {OwnForm, Outcome} from './rules'

export const OWN_FORM_ATTRIBUTE = 'data-own-form'

async function send(form: HTMLFormElement, kind: OwnForm, data: FormData): Promise<Outcome> {
  try {
    const {sendOwnForm} = await import('./send')
    return await sendOwnForm(kind, data, window.location.pathname)
  } catch (error) {
    console.error(`The ${form.id || kind} form could not be sent:`, error)
    return 'failed'
  }
}

/** Empties the required fields that hold only spaces and lets the browser say so; false when one did. */
function checkSpaces(form: HTMLFormElement): boolean {
  for (const field of Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[required]')))
    if (field.value !== '' && field.value.trim() === '') field.value = ''
  return form.reportValidity()
}

async function onSubmit(event: SubmitEvent) {
  const form = event.target
  if (!(form instanceof HTMLFormElement)) return
  const kind = form.getAttribute(OWN_FORM_ATTRIBUTE)
  if (kind !== 'contact' && kind !== 'newsletter') return
  event.preventDefault()
  if (form.getAttribute('aria-busy') === 'true' || !checkSpaces(form)) return

  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const notes = Array.from(form.querySelectorAll<HTMLElement>('.own-form-note'))
  const label = button?.textContent ?? ''
  form.setAttribute('aria-busy', 'true')
  if (button) {
    button.disabled = true
    button.textContent = form.dataset.sending ?? label
  }
  for (const note of notes) note.removeAttribute('data-shown')

  const outcome = await send(form, kind, new FormData(form))

  if (outcome === 'sent') form.reset()
  // The sign-up has one note for both failures: too many sign-ups is a failure "for now" too.
  const note = notes.find((n) => n.id === `${form.id}-${outcome}`) ?? notes.find((n) => n.id === `${form.id}-failed`)
  if (note) {
    note.textContent = ''
    note.setAttribute('data-shown', '')
    const message = form.dataset[outcome] ?? form.dataset.failed ?? ''
    requestAnimationFrame(() => {
      note.textContent = message
      note.focus({preventScroll: true})
      // At once, not in the page's smooth scroll: the thank-you is where the reader looks, every time.
      note.scrollIntoView({block: 'center', behavior: 'instant'})
    })
  }
  if (button) {
    button.disabled = false
    button.textContent = label
  }
  form.removeAttribute('aria-busy')
}

const LISTENING = Symbol.for('helix.ownForms')
const listener = (event: Event) => void onSubmit(event as SubmitEvent)

/** Starts the listener; a module evaluated again (a hot reload) replaces its earlier one. */
export function listenToOwnForms() {
  const doc = document as Document & {[LISTENING]?: typeof listener}
  const previous = doc[LISTENING]
  if (previous) doc.removeEventListener('submit', previous)
  doc.addEventListener('submit', listener)
  doc[LISTENING] = listener
}

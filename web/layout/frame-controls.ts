/**
 * The frame's buttons, worked from document listeners instead of one hydrated island each (every
 * client component in the frame costs each page load its module, its render and its effects).
 * The buttons are server markup, inside static markup on a first load and rendered by React after a
 * client-side navigation; either way they carry no handler of their own, and these listeners find them
 * by their data attributes:
 * - the menu button opens the sidebar on small screens as a modal dialog over a backdrop (the page
 *   behind inert and still, focus kept inside), and Escape, a tap on the backdrop, the button and every
 *   route change close it again, focus back on the button;
 * - the chat button loads the chat provider's script on its first press and opens the chat; a failure
 *   is told in a toast, and the button can be pressed again;
 * - the consent banner shows while the visitor has not chosen, and when they press Cookie settings in
 *   the footer (then with their current choice, and focus on Accept); Accept or Reject saves the choice,
 *   starts or stops analytics, hides the banner and returns focus to where it was.
 *
 * `listenToFrameControls` is called once, when the root layout's island module is first evaluated: as
 * early as React's own listeners, so a tap while the page is still hydrating is not lost.
 */
import {openChat} from '../lib/chat-agent'
import {
  type Consent,
  readConsent,
  readConsentWithoutBlocking,
  saveConsent,
  startAnalytics,
  stopAnalytics,
} from '../lib/analytics'
import {showToast} from './toast'

/** The menu button; its `aria-controls` names the drawer. */
export const MENU_BUTTON_ATTRIBUTE = 'data-sidebar-toggle'
/** The wrapper of the menu button and the drawer: the dialog while the menu is open; `data-name` is its name. */
export const MENU_ATTRIBUTE = 'data-menu'
/** Set on <html> while the menu is open: the page behind it does not scroll. */
export const MENU_OPEN_ATTRIBUTE = 'data-menu-open'
/** The chat button; `data-script-url`, `data-agent-id` and `data-failed` (the failure toast's words) configure it. */
export const CHAT_BUTTON_ATTRIBUTE = 'data-chat-launcher'
/** The consent banner; `data-measurement-id` is the Google Analytics id it starts. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner'
/** A choice button in the banner: its value is "granted" (Accept) or "denied" (Reject). */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice'
/** The banner's sentence about the current choice; `data-on` and `data-off` hold its two wordings. */
export const CONSENT_NOW_ATTRIBUTE = 'data-consent-now'
/** The footer's Cookie settings button. */
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings'

const closest = (target: EventTarget | null, attribute: string) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${attribute}]`) : null

// --- the menu ----------------------------------------------------------------------------------------

/** The open menu: its dialog (the wrapper of the button and the drawer), its button, what it made inert. */
let open: {dialog: HTMLElement; button: HTMLElement; inert: HTMLElement[]; wide: MediaQueryList} | null = null

/**
 * Opens the menu as a modal dialog over the page, or closes it. Open: the wrapper becomes the dialog,
 * everything else in the document inert (no focus, no tap, hidden from screen readers), the page stops
 * scrolling (html[data-menu-open] in globals.css) and the backdrop shows (the wrapper's `data-open`);
 * focus stays on the button, inside the dialog, and the list starts at its top, where the search field
 * and the first group are. Closed: all of that undone, and focus back on the button unless the visitor
 * went somewhere (a route change).
 */
function setMenu(button: HTMLElement | null, on: boolean, returnFocus = true) {
  const dialog = button?.closest<HTMLElement>(`[${MENU_ATTRIBUTE}]`)
  if (on && (!button || !dialog || open)) return
  if (!on) {
    if (!open) return
    for (const el of open.inert) el.inert = false
    open.wide.onchange = null
    ;({button} = open)
    open.dialog.removeAttribute('role')
    open.dialog.removeAttribute('aria-modal')
    open.dialog.removeAttribute('aria-label')
    open.dialog.dataset.open = 'false'
    open = null
  } else if (button && dialog) {
    const inert: HTMLElement[] = []
    for (let kept: Element = dialog; kept !== document.body && kept.parentElement; kept = kept.parentElement)
      for (const el of kept.parentElement.children)
        if (el !== kept && el instanceof HTMLElement && !el.inert) inert.push(el)
    for (const el of inert) el.inert = true
    // The button shows only below Tailwind's lg breakpoint: from there the sidebar is part of the page.
    const wide = matchMedia('(min-width: 64rem)')
    wide.onchange = () => setMenu(null, false, false)
    open = {dialog, button, inert, wide}
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-label', dialog.dataset.name ?? '')
    dialog.dataset.open = 'true'
    dialog.querySelector('nav')?.scrollTo({top: 0})
  }
  button?.setAttribute('aria-expanded', String(on))
  document.documentElement.toggleAttribute(MENU_OPEN_ATTRIBUTE, on)
  if (returnFocus && button?.isConnected) button.focus()
}

/** Closes the menu (a route change does this). */
export const closeMenu = () => setMenu(null, false, false)

/** Tab and Shift+Tab go round the open menu, from its button through its fields and links, never out of it. */
function keepFocusIn(event: KeyboardEvent) {
  if (!open) return
  const inside = [...open.dialog.querySelectorAll<HTMLElement>('button, a[href], input')].filter((el) =>
    el.checkVisibility(),
  )
  const active = document.activeElement
  const edge = event.shiftKey ? inside[0] : inside.at(-1)
  if (active === edge || !open.dialog.contains(active)) {
    event.preventDefault()
    ;(event.shiftKey ? inside.at(-1) : inside[0])?.focus()
  }
}

// --- the chat button ---------------------------------------------------------------------------------

async function pressChat(button: HTMLElement) {
  if (button.getAttribute('aria-busy') === 'true') return
  const {scriptUrl, agentId, failed} = button.dataset
  if (!scriptUrl || !agentId) return
  button.setAttribute('aria-busy', 'true')
  try {
    await openChat(scriptUrl, agentId)
  } catch (error) {
    console.error(error)
    if (failed) showToast('error', failed)
  } finally {
    button.setAttribute('aria-busy', 'false')
  }
}

// --- the consent banner ------------------------------------------------------------------------------

/** Where focus was when Cookie settings opened the banner: it returns there after the choice. */
let consentOpener: HTMLElement | null = null
/** The banner the visitor opened with Cookie settings, until they choose: no read of the cookie closes it. */
let openedOnRequest: HTMLElement | null = null
/** The visitor's choice as this document last read or made it; undefined until the first read answers. */
let knownChoice: Consent | null | undefined

function consentBanner() {
  return document.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`)
}

function showConsentBanner(banner: HTMLElement, current: Consent | null) {
  const now = banner.querySelector<HTMLElement>(`[${CONSENT_NOW_ATTRIBUTE}]`)
  if (now) now.textContent = current ? `${(current === 'granted' ? now.dataset.on : now.dataset.off) ?? ''} ` : ''
  banner.hidden = false
}

/** Shows the banner when the visitor has not chosen, hides it when they have. */
function showChoice(banner: HTMLElement, choice: Consent | null) {
  if (openedOnRequest === banner) return
  if (choice === null) return showConsentBanner(banner, null)
  banner.hidden = true
  consentOpener = null
}

/**
 * Shows the banner on a page whose visitor has not chosen yet, and hides it on one where they have
 * (a new page's banner arrives hidden). On the first page, also starts analytics after an earlier Accept.
 *
 * The cookie is read without blocking (readConsentWithoutBlocking), so the first page's banner
 * shows a moment after hydration; it is fixed to the screen and moves nothing. A later page applies the
 * choice already known before it is painted, then reads the cookie again in case another tab changed it.
 */
export function syncConsentBanner({firstPage}: {firstPage: boolean}) {
  const banner = consentBanner()
  if (!banner) return
  if (knownChoice !== undefined) showChoice(banner, knownChoice)
  void readConsentWithoutBlocking().then((choice) => {
    const changed = choice !== knownChoice
    knownChoice = choice
    const measurementId = banner.dataset.measurementId
    if (firstPage && choice === 'granted' && measurementId) startAnalytics(measurementId)
    if (changed && banner.isConnected) showChoice(banner, choice)
  })
}

function openCookieSettings() {
  const banner = consentBanner()
  if (!banner) return
  consentOpener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  openedOnRequest = banner
  showConsentBanner(banner, knownChoice !== undefined ? knownChoice : readConsent())
  // Opened on request: focus moves into the banner so keyboard users land on the choice.
  banner.querySelector<HTMLElement>(`[${CONSENT_CHOICE_ATTRIBUTE}="granted"]`)?.focus()
}

function choose(banner: HTMLElement, choice: Consent) {
  const measurementId = banner.dataset.measurementId
  saveConsent(choice)
  knownChoice = choice
  openedOnRequest = null
  if (measurementId) {
    if (choice === 'granted') startAnalytics(measurementId)
    else stopAnalytics(measurementId)
  }
  banner.hidden = true
  consentOpener?.focus()
  consentOpener = null
}

// --- the listeners -----------------------------------------------------------------------------------

function onClick(event: MouseEvent) {
  const target = event.target
  const toggle = closest(target, MENU_BUTTON_ATTRIBUTE)
  if (toggle) return setMenu(toggle, !open)
  // A tap on the backdrop, or anywhere outside the open drawer, closes the menu.
  if (open && !(target instanceof Element && target.closest(`#${open.button.getAttribute('aria-controls')}`)))
    setMenu(null, false)

  const chat = closest(target, CHAT_BUTTON_ATTRIBUTE)
  if (chat) return void pressChat(chat)
  if (closest(target, COOKIE_SETTINGS_ATTRIBUTE)) return openCookieSettings()
  const choice = closest(target, CONSENT_CHOICE_ATTRIBUTE)
  const banner = choice && closest(choice, CONSENT_BANNER_ATTRIBUTE)
  const value = choice?.getAttribute(CONSENT_CHOICE_ATTRIBUTE)
  if (banner && (value === 'granted' || value === 'denied')) choose(banner, value)
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Escape') setMenu(null, false)
  if (event.key === 'Tab') keepFocusIn(event)
}

const LISTENING = Symbol.for('agency.frameControls')

/** Starts the listeners, once per document (a module evaluated again, in development, replaces them). */
export function listenToFrameControls() {
  const doc = document as Document & {[LISTENING]?: {click: typeof onClick; keydown: typeof onKeyDown}}
  const previous = doc[LISTENING]
  if (previous) {
    doc.removeEventListener('click', previous.click)
    doc.removeEventListener('keydown', previous.keydown)
  }
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeyDown)
  doc[LISTENING] = {click: onClick, keydown: onKeyDown}
}

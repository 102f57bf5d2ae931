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

function drawerOf(button: HTMLElement) {
  const id = button.getAttribute('aria-controls')
  return id ? document.getElementById(id) : null
}

/** What focus can reach inside the open menu, in order: the button, then the drawer's fields and links. */
function focusables(menu: HTMLElement) {
  return [...menu.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')].filter(
    (el) => !el.closest('[inert]') && el.checkVisibility(),
  )
}

/** The open menu: its dialog, its button, and the elements made inert while it is open. */
let open: {dialog: HTMLElement; button: HTMLElement; inert: HTMLElement[]; wide: MediaQueryList} | null = null

/**
 * Opens the menu as a modal dialog over the page: the wrapper of the button and the drawer becomes the
 * dialog, everything else in the document inert (no focus, no tap, hidden from screen readers), the
 * page stops scrolling (html[data-menu-open] in globals.css) and the backdrop shows (the wrapper's
 * `data-open`). Focus stays on the button, inside the dialog; the list starts at its top, where the
 * first group (the quiz, a call, contact) and the search field are.
 */
function openMenu(button: HTMLElement) {
  const dialog = button.closest<HTMLElement>(`[${MENU_ATTRIBUTE}]`)
  const drawer = drawerOf(button)
  if (!dialog || !drawer || open) return
  const inert: HTMLElement[] = []
  for (let kept: Element = dialog; kept.parentElement && kept !== document.body; kept = kept.parentElement)
    for (const sibling of kept.parentElement.children)
      if (sibling !== kept && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true
        inert.push(sibling)
      }
  // The menu button shows only below Tailwind's lg breakpoint: from there the sidebar is part of the page.
  const wide = window.matchMedia('(min-width: 64rem)')
  wide.addEventListener('change', closeMenu)
  open = {dialog, button, inert, wide}
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  const name = dialog.dataset.name
  if (name) dialog.setAttribute('aria-label', name)
  dialog.dataset.open = 'true'
  drawer.dataset.open = 'true'
  button.setAttribute('aria-expanded', 'true')
  document.documentElement.setAttribute(MENU_OPEN_ATTRIBUTE, '')
  drawer.querySelector('nav')?.scrollTo({top: 0})
  button.focus()
}

/**
 * Closes the menu: the page is live again, and focus returns to the button unless the menu closed
 * because the visitor went somewhere (a route change, `returnFocus` false).
 */
function closeOpenMenu(returnFocus: boolean) {
  if (!open) return
  const {dialog, button, inert, wide} = open
  open = null
  wide.removeEventListener('change', closeMenu)
  for (const el of inert) el.inert = false
  for (const attribute of ['role', 'aria-modal', 'aria-label']) dialog.removeAttribute(attribute)
  dialog.dataset.open = 'false'
  const drawer = drawerOf(button)
  if (drawer) drawer.dataset.open = 'false'
  button.setAttribute('aria-expanded', 'false')
  document.documentElement.removeAttribute(MENU_OPEN_ATTRIBUTE)
  if (returnFocus && button.isConnected) button.focus()
}

/** Closes the menu (a route change does this, and the window growing past the phone layout). */
export function closeMenu() {
  closeOpenMenu(false)
}

/** Tab and Shift+Tab go round the open menu rather than out of it. */
function keepFocusIn(event: KeyboardEvent) {
  if (!open) return
  const inside = focusables(open.dialog)
  const first = inside[0]
  const last = inside.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  const leaving = !open.dialog.contains(active)
  if (event.shiftKey && (active === first || leaving)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || leaving)) {
    event.preventDefault()
    first.focus()
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
  if (toggle) return open ? closeOpenMenu(true) : openMenu(toggle)
  // A tap on the backdrop, or anywhere outside the open drawer, closes the menu.
  if (open && !(target instanceof Node && drawerOf(open.button)?.contains(target))) closeOpenMenu(true)

  const chat = closest(target, CHAT_BUTTON_ATTRIBUTE)
  if (chat) return void pressChat(chat)
  if (closest(target, COOKIE_SETTINGS_ATTRIBUTE)) return openCookieSettings()
  const choice = closest(target, CONSENT_CHOICE_ATTRIBUTE)
  const banner = choice && closest(choice, CONSENT_BANNER_ATTRIBUTE)
  const value = choice?.getAttribute(CONSENT_CHOICE_ATTRIBUTE)
  if (banner && (value === 'granted' || value === 'denied')) choose(banner, value)
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Escape') closeOpenMenu(true)
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

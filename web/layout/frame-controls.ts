/**
 * The frame's buttons, worked from document listeners instead of one hydrated island each (every
 * client component in the frame costs each page load its module, its render and its effects).
 * The buttons are server markup, inside static markup on a first load and rendered by React after a
 * client-side navigation; either way they carry no handler of their own, and these listeners find them
 * by their data attributes:
 * - the menu button opens the sidebar as a drawer on small screens, and Escape, a click outside it and
 *   every route change close it again (it opens by its `data-open` attribute, and takes focus to the
 *   current page's link);
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

// --- the menu drawer ---------------------------------------------------------------------------------

function menuButton() {
  return document.querySelector<HTMLButtonElement>(`[${MENU_BUTTON_ATTRIBUTE}]`)
}

function drawerOf(button: HTMLElement) {
  const id = button.getAttribute('aria-controls')
  return id ? document.getElementById(id) : null
}

function setMenuOpen(button: HTMLElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open))
  const drawer = drawerOf(button)
  if (!drawer) return
  drawer.dataset.open = String(open)
  if (open) drawer.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus()
}

function isMenuOpen(button: HTMLElement | null): button is HTMLElement {
  return button?.getAttribute('aria-expanded') === 'true'
}

/** Closes the drawer (a route change does this). */
export function closeMenu() {
  const button = menuButton()
  if (isMenuOpen(button)) setMenuOpen(button, false)
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
  const menu = menuButton()
  const toggle = closest(target, MENU_BUTTON_ATTRIBUTE)
  if (toggle) return setMenuOpen(toggle, !isMenuOpen(toggle))
  // A click outside the open drawer closes it.
  if (isMenuOpen(menu) && !(target instanceof Node && drawerOf(menu)?.contains(target))) setMenuOpen(menu, false)

  const chat = closest(target, CHAT_BUTTON_ATTRIBUTE)
  if (chat) return void pressChat(chat)
  if (closest(target, COOKIE_SETTINGS_ATTRIBUTE)) return openCookieSettings()
  const choice = closest(target, CONSENT_CHOICE_ATTRIBUTE)
  const banner = choice && closest(choice, CONSENT_BANNER_ATTRIBUTE)
  const value = choice?.getAttribute(CONSENT_CHOICE_ATTRIBUTE)
  if (banner && (value === 'granted' || value === 'denied')) choose(banner, value)
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Escape') closeMenu()
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

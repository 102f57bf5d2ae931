import {fill} from '@agency/schemas/lib/fill'
import type {Metadata} from 'next'
import Link from 'next/link'
import {getFrameSettings, getSettings, whenAvailable} from '../../../content/fetch'
import {newsletterPageWords} from '../../../forms/content'
import type {Step} from '../../../forms/links'
import {CONFIRM_LINK_DAYS} from '../../../forms/rules'
import {tokenSecret, verifyToken} from '../../../forms/token'
import {UnavailablePage} from '../../../layout/ErrorPages'
import {SiteShell} from '../../../layout/SiteShell'
import {errorMetadata} from '../../../lib/metadata'

type Props = {params: Promise<{step: string}>; searchParams: Promise<{token?: string | string[]}>}

const STEPS: Step[] = ['confirm', 'unsubscribe', 'confirmed', 'unsubscribed', 'expired', 'invalid', 'unavailable']

/** Only these addresses exist; any other under /newsletter/ is the site's 404. */
export const dynamicParams = false
export function generateStaticParams() {
  return STEPS.map((step) => ({step}))
}

type Words = NonNullable<Awaited<ReturnType<typeof newsletterPageWords>>>
type Pages = NonNullable<Words['pages']>

/** What a step shows: its heading and text, and the button that posts the link's token, if any. */
async function view(step: Step, token: string | undefined, words: Words) {
  const p = (words.pages ?? {}) as Partial<Pages>
  const days = {days: CONFIRM_LINK_DAYS}
  const shown = (heading?: string | null, text?: string | null) => ({heading, text, button: null})
  if (step === 'confirm' || step === 'unsubscribe') {
    const secret = tokenSecret()
    if (typeof secret !== 'string') {
      console.error(`newsletter: not configured on this server: set ${secret.missing.join(', ')}`)
      return shown(p.unavailableHeading, p.unavailableText)
    }
    const checked = verifyToken(token, step, secret, new Date())
    if (!checked.ok)
      return checked.problem === 'expired'
        ? shown(p.expiredHeading, fill(p.expiredText, days))
        : shown(p.invalidHeading, p.invalidText)
    const email = {email: checked.claims.e}
    return step === 'confirm'
      ? {heading: p.confirmHeading, text: fill(p.confirmText, email), button: words.confirmButton}
      : {heading: p.unsubscribeHeading, text: fill(p.unsubscribeText, email), button: words.unsubscribeLabel}
  }
  const pages: Record<typeof step, [string | null | undefined, string | null | undefined]> = {
    confirmed: [p.confirmedHeading, p.confirmedText],
    unsubscribed: [p.unsubscribedHeading, p.unsubscribedText],
    expired: [p.expiredHeading, fill(p.expiredText, days)],
    invalid: [p.invalidHeading, p.invalidText],
    unavailable: [p.unavailableHeading, p.unavailableText],
  }
  return shown(...pages[step])
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const loaded = await whenAvailable(newsletterPageWords)
  if (!loaded) return errorMetadata((await getFrameSettings()).wording, 'unavailable')
  const {step} = await params
  const p = (loaded.pages ?? {}) as Partial<Pages>
  const title: Record<Step, string | null | undefined> = {
    confirm: p.confirmHeading,
    unsubscribe: p.unsubscribeHeading,
    confirmed: p.confirmedHeading,
    unsubscribed: p.unsubscribedHeading,
    expired: p.expiredHeading,
    invalid: p.invalidHeading,
    unavailable: p.unavailableHeading,
  }
  return {title: title[step as Step] ?? undefined, robots: {index: false, follow: false}}
}

/**
 * /newsletter/<step>: the pages the newsletter's email links open, rendered for each request (they read
 * the link's token), never indexed. /newsletter/confirm and /newsletter/unsubscribe check the link's
 * signature and expiry (forms/token.ts) and show a button that posts it to /api/newsletter/…: only that
 * post changes the list (forms/links.ts), which then comes back to /newsletter/confirmed or another step.
 */
export default async function NewsletterStepPage({params, searchParams}: Props) {
  const step = (await params).step as Step
  const raw = (await searchParams).token
  const token = Array.isArray(raw) ? raw[0] : raw
  const loaded = await whenAvailable(() => Promise.all([getSettings(), newsletterPageWords()]))
  if (!loaded) return <UnavailablePage settings={await getFrameSettings()} />
  const [settings, words] = loaded
  if (!words) return <UnavailablePage settings={settings} />
  const shown = await view(step, token, words)
  return (
    <SiteShell settings={settings} currentPath={`/newsletter/${step}`}>
      <section className="px-4 py-16 sm:px-6 lg:px-10 lg:py-24">
        <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <h1 className="text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{shown.heading}</h1>
          <p className="mt-4 text-pretty text-lg text-slate-600">{shown.text}</p>
          {shown.button ? (
            <form method="post" action={`/api/newsletter/${step}`} className="mt-8">
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="own-form-button">
                {shown.button}
              </button>
            </form>
          ) : (
            <Link href="/" className="own-form-button mt-8">
              {words.pages?.homeLink}
            </Link>
          )}
        </div>
      </section>
    </SiteShell>
  )
}

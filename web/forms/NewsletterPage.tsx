import 'server-only'
import {fill} from '@agency/schemas/lib/fill'
import type {Metadata} from 'next'
import Link from 'next/link'
import {getFrameSettings, getSettings, whenAvailable} from '../content/fetch'
import {UnavailablePage} from '../layout/ErrorPages'
import {FirstScreenEnd} from '../layout/FirstScreenEnd'
import {SiteShell} from '../layout/SiteShell'
import {errorMetadata} from '../lib/metadata'
import {newsletterPageWords} from './content'
import type {Step} from './links'
import {CONFIRM_LINK_DAYS} from './rules'
import {siteEnv} from '../supabase/local/env'
import {tokenSecret, verifyToken} from './token'

/**
 * The pages the newsletter's email links open (/newsletter/…), in the site's frame, never indexed:
 *   - /newsletter/confirm?token=… and /newsletter/unsubscribe?token=… (web/app/newsletter/confirm,
 *     …/unsubscribe), rendered for each request: they check the link's signature and expiry
 *     (forms/token.ts) and show a button that posts it to /api/newsletter/…; only that post changes
 *     the list (forms/links.ts), which then comes back to one of
 *   - /newsletter/confirmed, unsubscribed, expired, invalid and unavailable (web/app/newsletter/[step]),
 *     prerendered like content pages.
 */
type Words = NonNullable<Awaited<ReturnType<typeof newsletterPageWords>>>
type Pages = Partial<NonNullable<Words['pages']>>
export type ResultStep = Exclude<Step, 'confirm' | 'unsubscribe'>
type TokenStep = Extract<Step, 'confirm' | 'unsubscribe'>

export const RESULT_STEPS: ResultStep[] = ['confirmed', 'unsubscribed', 'expired', 'invalid', 'unavailable']

interface Shown {
  heading?: string | null
  text?: string | null
  /** The button that posts the link's token, on a valid link's page. */
  button?: {label?: string | null; action: string; token: string}
}

const days = {days: CONFIRM_LINK_DAYS}

function result(step: ResultStep, p: Pages): Shown {
  const pages: Record<ResultStep, Shown> = {
    confirmed: {heading: p.confirmedHeading, text: p.confirmedText},
    unsubscribed: {heading: p.unsubscribedHeading, text: p.unsubscribedText},
    expired: {heading: p.expiredHeading, text: fill(p.expiredText, days)},
    invalid: {heading: p.invalidHeading, text: p.invalidText},
    unavailable: {heading: p.unavailableHeading, text: p.unavailableText},
  }
  return pages[step]
}

/** A link's page: its button when the token is good, else why not. */
function withToken(step: TokenStep, token: string | undefined, words: Words): Shown {
  const p: Pages = words.pages ?? {}
  const secret = tokenSecret(siteEnv())
  if (typeof secret !== 'string') {
    console.error(`newsletter: not configured on this server: set ${secret.missing.join(', ')}`)
    return result('unavailable', p)
  }
  const checked = verifyToken(token, step, secret, new Date())
  if (!checked.ok) return result(checked.problem, p)
  const email = {email: checked.claims.e}
  const action = `/api/newsletter/${step}`
  return step === 'confirm'
    ? {
        heading: p.confirmHeading,
        text: fill(p.confirmText, email),
        button: {label: words.confirmButton, action, token: token!},
      }
    : {
        heading: p.unsubscribeHeading,
        text: fill(p.unsubscribeText, email),
        button: {label: words.unsubscribeLabel, action, token: token!},
      }
}

/** The page's head: its heading as the title, never indexed nor followed. */
export async function newsletterMetadata(step: Step): Promise<Metadata> {
  const words = await whenAvailable(newsletterPageWords)
  if (!words) return errorMetadata((await getFrameSettings()).wording, 'unavailable')
  const p: Pages = words.pages ?? {}
  const titles: Record<Step, string | null | undefined> = {
    confirm: p.confirmHeading,
    unsubscribe: p.unsubscribeHeading,
    confirmed: p.confirmedHeading,
    unsubscribed: p.unsubscribedHeading,
    expired: p.expiredHeading,
    invalid: p.invalidHeading,
    unavailable: p.unavailableHeading,
  }
  // A link's page holds its token in the address: no Referer carries it to the next page or anywhere else.
  const secret = step === 'confirm' || step === 'unsubscribe'
  return {
    title: titles[step] ?? undefined,
    robots: {index: false, follow: false},
    ...(secret ? {referrer: 'no-referrer' as const} : {}),
  }
}

/** One of the pages: a heading, a sentence, and the button or the way home. */
export async function NewsletterPage({step, token}: {step: Step; token?: string}) {
  const loaded = await whenAvailable(() => Promise.all([getSettings(), newsletterPageWords()]))
  if (!loaded) return <UnavailablePage settings={await getFrameSettings()} />
  const [settings, words] = loaded
  if (!words) return <UnavailablePage settings={settings} />
  const shown =
    step === 'confirm' || step === 'unsubscribe' ? withToken(step, token, words) : result(step, words.pages ?? {})
  return (
    // A link's page never starts Google Analytics, which would send the address with its token.
    <SiteShell
      settings={settings}
      currentPath={`/newsletter/${step}`}
      withoutAnalytics={step === 'confirm' || step === 'unsubscribe'}
    >
      <section className="px-4 py-16 sm:px-6 lg:px-10 lg:py-24">
        <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
          <h1 className="text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{shown.heading}</h1>
          <p className="mt-4 text-pretty text-lg text-slate-600">{shown.text}</p>
          {shown.button ? (
            <form method="post" action={shown.button.action} className="mt-8">
              <input type="hidden" name="token" value={shown.button.token} />
              <button type="submit" className="own-form-button">
                {shown.button.label}
              </button>
            </form>
          ) : (
            <Link href="/" className="own-form-button mt-8">
              {words.pages?.homeLink}
            </Link>
          )}
        </div>
      </section>
      <FirstScreenEnd />
    </SiteShell>
  )
}

/** The link's token from a page's query (the first, if it was given twice). */
export async function tokenOf(searchParams: Promise<{token?: string | string[]}>) {
  const raw = (await searchParams).token
  return Array.isArray(raw) ? raw[0] : raw
}

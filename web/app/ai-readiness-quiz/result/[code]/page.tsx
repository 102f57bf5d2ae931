import {fill} from '@agency/schemas/lib/fill'
import type {Metadata} from 'next'
import Link from 'next/link'
import {siteUrl} from '../../../../content/env'
import {getFrameSettings, getSettings, whenAvailable} from '../../../../content/fetch'
import {keepNotFoundBriefly} from '../../../../content/lifetime'
import {NotFoundPage, UnavailablePage} from '../../../../layout/ErrorPages'
import {FirstScreenEnd} from '../../../../layout/FirstScreenEnd'
import {SiteShell} from '../../../../layout/SiteShell'
import {errorMetadata} from '../../../../lib/metadata'
import {adviceFor, areaPercent, weakestArea} from '../../../../quiz/areas'
import {resultPath} from '../../../../quiz/paths'
import {ResultSummary, WeakestArea} from '../../../../quiz/ResultSummary'
import {sharedResult} from '../../../../quiz/shared-result'
import {SHARE_IMAGE_SIZE} from '../../../../share/ShareCard'

type Props = {params: Promise<{code: string}>}

/**
 * A shared quiz result (/ai-readiness-quiz/result/36-8-10-6-11-5), written for the person it was sent
 * to ("This business scores…", "Its weakest area…"): a button to take the quiz under the introduction,
 * the score on its dial, the level and each area's share of its most, then the level's description for
 * a reader other than the prospect, the weakest area with its advice, the recommendations and again
 * the button to the quiz.
 * The address holds numbers only and is checked against the quiz as it is now (quiz/areas.ts); any
 * other address, or one the quiz no longer gives, is the site's 404 page. Nothing personal is on it,
 * and search engines are asked not to index it. Its share image is drawn for it
 * (app/share-image/ai-readiness-quiz/result/[code]).
 *
 * Rendered on its first request and cached like the pages, under the quiz's tags: the addresses are
 * as many as the results the quiz can give (about 66,000 with the seed's questions), not as many as
 * anyone can type, since an address that is not a result is a 404 kept for a minute.
 */
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

const read = (code: string) => whenAvailable(() => Promise.all([sharedResult(code), getSettings()]))

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {code} = await params
  const loaded = await read(code)
  if (!loaded) return errorMetadata((await getFrameSettings()).wording, 'unavailable')
  const [shared, settings] = loaded
  if (!shared) return errorMetadata(settings.wording, 'notFound')
  const {result, words} = shared
  const title = `${fill(words.heading, {level: result.level.name, score: result.score, max: result.maxScore})} | ${settings.siteName}`
  const description = result.areas.map((a) => `${a.name} ${areaPercent(a)}%`).join(' · ')
  const url = `${siteUrl()}${resultPath(code)}`
  const image = {url: `${siteUrl()}/share-image${resultPath(code)}`, ...SHARE_IMAGE_SIZE, alt: title, type: 'image/png'}
  return {
    title,
    description,
    robots: {index: false, follow: true},
    alternates: {canonical: url},
    openGraph: {title, description, url, siteName: settings.siteName, type: 'website', images: [image]},
    twitter: {card: 'summary_large_image', title, description, images: [image.url]},
  }
}

export default async function SharedResultPage({params}: Props) {
  const {code} = await params
  const loaded = await read(code)
  if (!loaded) return <UnavailablePage settings={await getFrameSettings()} />
  const [shared, settings] = loaded
  if (!shared) {
    await keepNotFoundBriefly() // an address that is no result is cached for a minute, not a year
    return <NotFoundPage settings={settings} />
  }
  const {result, words, labels, levels, quizHref, advice} = shared
  const weakest = weakestArea(result.areas)
  const quizButton =
    'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2'
  return (
    <SiteShell settings={settings} currentPath={quizHref}>
      <section
        aria-labelledby="shared-result-heading"
        className="bg-gradient-to-br from-violet-800 via-indigo-800 to-slate-900 px-4 pb-12 pt-8 text-white sm:px-6 sm:pt-12 lg:px-10 lg:pb-16"
      >
        <div className="mx-auto max-w-3xl">
          <p className="text-xs font-semibold uppercase tracking-widest text-violet-200 sm:text-sm">{words.eyebrow}</p>
          <h1
            id="shared-result-heading"
            className="mt-2 text-balance text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl"
          >
            {fill(words.heading, {level: result.level.name, score: result.score, max: result.maxScore})}
          </h1>
          <p className="mt-3 text-pretty text-violet-100 sm:text-lg">{words.intro}</p>
          <Link
            href={quizHref}
            className={`${quizButton} mt-5 bg-white text-violet-800 hover:bg-violet-50 focus-visible:outline-white`}
          >
            {words.ctaLabel}
          </Link>
          <div
            data-testid="shared-result"
            className="mt-8 rounded-2xl bg-white p-5 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <ResultSummary
              score={result.score}
              maxScore={result.maxScore}
              level={result.level}
              levels={levels}
              areas={result.areas}
              labels={{...labels, scoreLabel: words.scoreLabel, breakdownHeading: words.breakdownHeading}}
              headingLevel="h2"
              weakestId={weakest?.id}
            />
            {result.level.sharedDescription ? (
              <p className="mt-8 text-pretty text-lg text-slate-700">{result.level.sharedDescription}</p>
            ) : null}
            {weakest ? (
              <WeakestArea
                area={weakest}
                advice={adviceFor(advice, weakest.id, result.level.name)}
                label={words.weakestAreaLabel}
                headingLevel="h2"
              />
            ) : null}
            <h2 className="mt-8 text-lg font-semibold">{labels.recommendationsHeading}</h2>
            <ul className="mt-3 space-y-3">
              {result.level.recommendations.map((r) => (
                <li key={r} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-1 grid h-5 w-5 shrink-0 place-items-center rounded-full bg-violet-100 text-xs font-bold text-violet-800"
                  >
                    ✓
                  </span>
                  <span className="text-slate-700">{r}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <FirstScreenEnd />
      <section aria-labelledby="shared-result-cta" className="bg-slate-50 px-4 py-14 text-center sm:px-6 lg:px-10">
        <h2
          id="shared-result-cta"
          className="text-balance text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {words.ctaHeading}
        </h2>
        <Link
          href={quizHref}
          className={`${quizButton} mt-6 bg-violet-700 text-white hover:bg-violet-800 focus-visible:outline-violet-700`}
        >
          {words.ctaLabel}
        </Link>
      </section>
    </SiteShell>
  )
}

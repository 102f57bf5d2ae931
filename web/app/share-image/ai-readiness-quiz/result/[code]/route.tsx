import {fill} from '@agency/schemas/lib/fill'
import {ImageResponse} from 'next/og'
import {siteUrl} from '../../../../../content/env'
import {getSettings, whenAvailable} from '../../../../../content/fetch'
import {keepNotFoundBriefly} from '../../../../../content/lifetime'
import {resultPath} from '../../../../../quiz/paths'
import {ResultShareCard} from '../../../../../quiz/ResultShareCard'
import {sharedResult} from '../../../../../quiz/shared-result'
import {SHARE_IMAGE_SIZE} from '../../../../../share/ShareCard'
import {shareFonts} from '../../../../../share/fonts'

type Context = {params: Promise<{code: string}>}

/**
 * GET /share-image/ai-readiness-quiz/result/<code>: the share image (og:image) of a shared quiz
 * result's page (app/ai-readiness-quiz/result/[code]), a 1200×630 PNG drawn with next/og from the
 * result the code stands for: the score on its dial, the level and each area's bar
 * (quiz/ResultShareCard.tsx). A code that is no result the quiz gives answers 404. Cached like the
 * page it belongs to, from its first request, under the same tags.
 */
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

const refuse = (status: 404 | 503) =>
  new Response(status === 404 ? 'Not found' : 'Temporarily unavailable', {
    status,
    headers: {'content-type': 'text/plain; charset=utf-8', ...(status === 503 ? {'retry-after': '60'} : {})},
  })

export async function GET(_request: Request, {params}: Context) {
  const {code} = await params
  const loaded = await whenAvailable(() => Promise.all([sharedResult(code), getSettings(), shareFonts()]))
  if (!loaded) return refuse(503)
  const [shared, settings, fonts] = loaded
  if (!shared) {
    await keepNotFoundBriefly()
    return refuse(404)
  }
  const {result, words, levels} = shared
  return new ImageResponse(
    <ResultShareCard
      siteName={settings.siteName}
      title={fill(words.heading, {level: result.level.name, score: result.score, max: result.maxScore})}
      result={result}
      levels={levels}
      address={`${new URL(siteUrl()).host}${resultPath(code)}`}
    />,
    {...SHARE_IMAGE_SIZE, fonts},
  )
}

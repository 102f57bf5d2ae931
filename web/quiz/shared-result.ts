import 'server-only'
/**
 * What a shared quiz result's page and share image show, read with the site's one content reader: the
 * result a code stands for (checked against the quiz as it is now, ./areas.ts), the page's words, and
 * the address and labels of the page that holds the quiz.
 */
import {cache} from 'react'
import {quizResultQuery} from '../content/queries'
import {HOME_SLUG} from '../content/fetch'
import {sanityFetch} from '../content/source'
import {type AreaAdvice, type ResultRule, readResultCode, resultRule, type SharedResult} from './areas'
import {quizAdviceOf, quizQuestionsOf, quizRulesOf} from './content'

/** The quiz's content, once per request; cached under the quiz's and the pages' tags like any read. */
const getQuizResultContent = cache(async () =>
  sanityFetch(quizResultQuery, {}, {tags: ['quizQuestion', 'quizArea', 'quizSettings', 'page']}),
)

export interface SharedResultContent {
  result: SharedResult
  levels: SharedResult['level'][]
  /** The page's words, about "this business" for the person the result was sent to. */
  words: {
    eyebrow: string
    heading: string
    intro: string
    scoreLabel: string
    breakdownHeading: string
    weakestAreaLabel: string
    ctaHeading: string
    ctaLabel: string
  }
  /** The quiz section's labels that speak to no one in particular. */
  labels: {levelLabel: string; recommendationsHeading: string}
  /** Each area's advice by level. */
  advice: AreaAdvice
  /** The address of the page that holds the quiz, e.g. "/ai-readiness-quiz". */
  quizHref: string
}

/**
 * The shared result at `code` with what its page says, or null when the code is not a result the quiz
 * gives or the quiz has no shared page words, levels or page (all answered as the site's 404).
 * Throws ContentUnavailableError when the Content Lake cannot be read and no copy is kept.
 */
export async function sharedResult(code: string): Promise<SharedResultContent | null> {
  const content = await getQuizResultContent()
  const rules = quizRulesOf(content.settings)
  const words = content.settings?.shared
  const page = content.quizPage
  const labels = page?.labels
  if (!rules || !words || !page?.slug || !labels) return null
  const result = readResultCode(code, quizQuestionsOf(content.questions), rules)
  if (!result) return null
  const {eyebrow, heading, intro, scoreLabel, breakdownHeading, weakestAreaLabel, ctaHeading, ctaLabel} = words
  if (!eyebrow || !heading || !intro || !ctaHeading || !ctaLabel) return null
  return {
    result,
    levels: rules.levels,
    // Quiz settings saved before these words existed: neutral fallbacks, never the quiz's "Your ...".
    words: {
      eyebrow,
      heading,
      intro,
      scoreLabel: scoreLabel ?? '',
      breakdownHeading: breakdownHeading ?? '',
      weakestAreaLabel: weakestAreaLabel ?? '{area}',
      ctaHeading,
      ctaLabel,
    },
    labels,
    advice: quizAdviceOf(content.questions),
    quizHref: page.slug === HOME_SLUG ? '/' : `/${page.slug}`,
  }
}

/** Which results the quiz gives (./areas.ts, resultRule), for the proxy's address book; null when none. */
export async function quizResultRule(): Promise<ResultRule | null> {
  const content = await getQuizResultContent()
  const rules = quizRulesOf(content.settings)
  return rules && content.settings?.shared && content.quizPage?.slug
    ? resultRule(quizQuestionsOf(content.questions), rules)
    : null
}

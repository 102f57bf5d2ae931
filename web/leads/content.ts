import 'server-only'
/**
 * The words the prospect's results email takes from Sanity (Quiz settings → Results email, with the
 * levels), read with the site's one content reader.
 */
import {siteUrl} from '../content/env'
import {resultsEmailQuery} from '../content/queries'
import {sanityFetch} from '../content/source'
import {quizQuestionsOf} from '../quiz/content'
import type {ResultsContent} from './emails'

/** The results email's content, or null when Quiz settings has no levels or no complete wording for it. */
export async function resultsEmailContent(): Promise<ResultsContent | null> {
  const settings = await sanityFetch(resultsEmailQuery, {}, {tags: ['quizSettings', 'quizQuestion', 'quizArea']})
  const email = settings?.email
  if (!settings?.levels?.length || !email) return null
  const {send, subject, opening, scoreLine, recommendationsHeading, signOff} = email
  if (!subject || !opening || !scoreLine || !recommendationsHeading || !signOff) return null
  return {
    send: send === true,
    // Quiz settings saved before the areas existed lack their words: the email then shows no areas.
    wording: {
      subject,
      opening,
      scoreLine,
      breakdownHeading: email.breakdownHeading ?? '',
      areaLine: email.areaLine ?? '',
      recommendationsHeading,
      resultLinkLabel: email.resultLinkLabel ?? '',
      signOff,
    },
    maxScore: settings.maxScore,
    multiSelectCap: settings.multiSelectCap,
    levels: settings.levels,
    questions: email.breakdownHeading && email.areaLine ? quizQuestionsOf(settings.questions) : [],
    siteUrl: siteUrl(),
  }
}

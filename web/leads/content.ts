import 'server-only'
/**
 * The words the prospect's results email takes from Sanity (Quiz settings → Results email, with the
 * levels), read with the site's one content reader.
 */
import {resultsEmailQuery} from '../content/queries'
import {sanityFetch} from '../content/source'
import type {ResultsContent} from './emails'

/** The results email's content, or null when Quiz settings has no levels or no complete wording for it. */
export async function resultsEmailContent(): Promise<ResultsContent | null> {
  const settings = await sanityFetch(resultsEmailQuery, {}, {tags: ['quizSettings']})
  const email = settings?.email
  if (!settings?.levels?.length || !email) return null
  const {send, subject, opening, scoreLine, recommendationsHeading, signOff} = email
  if (!subject || !opening || !scoreLine || !recommendationsHeading || !signOff) return null
  return {
    send: send === true,
    wording: {subject, opening, scoreLine, recommendationsHeading, signOff},
    maxScore: settings.maxScore,
    levels: settings.levels,
  }
}

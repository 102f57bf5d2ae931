import 'server-only'
/**
 * The desk's API wired to the server: the project whose editors may use it (the site's own Sanity
 * project, through SANITY_API_HOST when set), the database (the service role key: Supabase, or the
 * local Supabase), the Studio's origins, and the quiz's areas from content. app/api/desk exports it.
 */
import {resultsEmailQuery} from '../content/queries'
import {sanityEnv} from '../content/env'
import {sanityFetch} from '../content/source'
import {areasOf, questionMax} from '../quiz/areas'
import {quizQuestionsOf} from '../quiz/content'
import {siteEnv} from '../supabase/local/env'
import {serviceConfig} from '../supabase/service'
import {handleDesk} from './desk'

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** NEXT_PUBLIC_SANITY_STUDIO_URL's origin and DESK_STUDIO_ORIGINS (space- or comma-separated). */
export const studioOrigins = (env: Record<string, string | undefined> = process.env) =>
  [sanityEnv.studioUrl, ...(env.DESK_STUDIO_ORIGINS ?? '').split(/[\s,]+/)]
    .map((u) => (u ? originOf(u) : null))
    .filter((o): o is string => Boolean(o))

async function areas() {
  const settings = await sanityFetch(resultsEmailQuery, {}, {tags: ['quizSettings', 'quizQuestion', 'quizArea']})
  if (!settings) return null
  const questions = quizQuestionsOf(settings.questions)
  const rules = {multiSelectCap: settings.multiSelectCap}
  return (
    areasOf(questions)?.map((a) => ({name: a.name, max: a.questions.reduce((s, q) => s + questionMax(q, rules), 0)})) ??
    null
  )
}

export function handleDeskRequest(request: Request): Promise<Response> {
  return handleDesk(request, {
    target: sanityEnv.projectId
      ? {projectId: sanityEnv.projectId, ...(sanityEnv.apiHost ? {apiHost: sanityEnv.apiHost} : {})}
      : {missing: ['NEXT_PUBLIC_SANITY_PROJECT_ID']},
    supabase: serviceConfig(siteEnv()),
    studioOrigins: studioOrigins(),
    areas,
  })
}

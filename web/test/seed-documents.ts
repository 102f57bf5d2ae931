/**
 * The documents of the embedded dataset that tests compare the site with, typed as TypeGen types them
 * (../sanity.types.ts): the quiz's questions, areas and settings, and the site settings. Read from
 * studio/seed/production.ndjson, the file the site reads, which `npm run content:build` writes from the
 * seed modules (studio/seed/documents/) and the suite keeps up to date (content:build --check).
 */
import type {Doc} from '@agency/dataset/dataset'
import {embeddedDocuments} from '@agency/dataset/seed'
import type {QuizArea, QuizQuestion, QuizSettings, SiteSettings} from '../sanity.types'

const docs = embeddedDocuments()

function only<T>(id: string): T {
  const doc = docs.find((d) => d._id === id)
  if (!doc) throw new Error(`The embedded dataset has no document ${id}: run "npm run content:build".`)
  return doc as Doc as unknown as T
}

/** The quiz's questions, in the quiz's order (their numbers). */
export const quizQuestions = (docs.filter((d) => d._type === 'quizQuestion') as unknown as QuizQuestion[]).sort(
  (a, b) => a.number - b.number,
)
/** The quiz's areas, each a document editors name. */
export const quizAreas = docs.filter((d) => d._type === 'quizArea') as unknown as QuizArea[]
export const quizSettings = only<QuizSettings>('quizSettings')
export const siteSettings = only<SiteSettings>('siteSettings')

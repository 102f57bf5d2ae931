import {Quiz} from '../Quiz'
import type {SectionComponents} from './types'

/** The quiz area's section components, by _type (see groups/core.tsx for the form). */
export const quizComponents: SectionComponents = {
  quiz: Quiz,
}

/**
 * Writes sections/projections.generated.ts from the section list (sections/index.ts). Part of
 * `npm run typegen`: TypeGen evaluates template strings but not arrays, so the page query's section
 * projections reach it as one generated string.
 */
import {writeFileSync} from 'node:fs'
import {projectionsModule} from './sections/index'

writeFileSync(new URL('./sections/projections.generated.ts', import.meta.url), projectionsModule())

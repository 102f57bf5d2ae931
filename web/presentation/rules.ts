import 'server-only'
import {uploadLimitMessageQuery, uploadRulesQuery} from '../content/queries'
import {sanityFetch} from '../content/source'
import {DEFAULT_MAX_SIZE_MB, MB} from './files'
import type {FormRules} from './handlers'

/** The rules editors set on the upload form in the Studio; the limit defaults to 25 MB. */
export async function formRules(form: string): Promise<FormRules | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(form)) return null
  const found = await sanityFetch(uploadRulesQuery, {form}, {tags: ['page']})
  if (!found) return null
  const mb = typeof found.maxSizeMb === 'number' && found.maxSizeMb > 0 ? found.maxSizeMb : DEFAULT_MAX_SIZE_MB
  return {maxBytes: Math.round(mb * MB), accept: found.accept ?? null}
}

/** What the upload form named `form` says when the database refuses more uploads for now (HTTP 429). */
export async function limitMessage(form: string): Promise<string | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(form)) return null
  return sanityFetch(uploadLimitMessageQuery, {form}, {tags: ['page']})
}

/**
 * The presentation upload, on the server, in two calls around the browser's own upload:
 *
 *   1. request: the form sends the file's name, declared type, size and the visitor's email. The name,
 *      type and size are checked against the section's rules (limit set in the Studio), a signed
 *      upload URL is made for the private bucket and a presentation_requests row recorded ('new').
 *   2. the browser PUTs the file to that URL itself (the file never passes through this server,
 *      so a host's request-body cap does not apply).
 *   3. confirm: the stored object's first bytes are read back and checked against the claimed kind.
 *      A file that is not what it claims is deleted and its row marked 'rejected'; else 'uploaded'.
 *
 * Every answer is JSON {message} with a status the form can explain; nothing here answers 500.
 */
import 'server-only'
import {randomUUID} from 'node:crypto'
import {bytesMatch, checkFile, FILE_KINDS, kindFromName, MAGIC_LENGTH, problemMessage, type FileProblem} from './files'
import {createStore, StoreError, type Store} from './store'

export interface UploadConfig {
  /** Where the server calls Supabase (SUPABASE_URL, else NEXT_PUBLIC_SUPABASE_URL). */
  apiUrl: string
  /** Where the browser uploads: NEXT_PUBLIC_SUPABASE_URL, the origin the Content-Security-Policy allows. */
  publicUrl: string
  serviceKey: string
}

/** The server's configuration, or the names of the missing variables. */
export function uploadConfig(
  // The public URL is written out so Next.js inlines it at build time, like the browser's copy and the CSP.
  env: Record<string, string | undefined> = {
    ...process.env,
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  },
): UploadConfig | {missing: string[]} {
  const publicUrl = env.NEXT_PUBLIC_SUPABASE_URL?.trim()
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim()
  const missing = [!publicUrl && 'NEXT_PUBLIC_SUPABASE_URL', !serviceKey && 'SUPABASE_SERVICE_ROLE_KEY'].filter(
    (m): m is string => Boolean(m),
  )
  if (!publicUrl || !serviceKey) return {missing}
  return {
    publicUrl: publicUrl.replace(/\/+$/, ''),
    apiUrl: (env.SUPABASE_URL?.trim() || publicUrl).replace(/\/+$/, ''),
    serviceKey,
  }
}

/** What the upload section allows: its size limit in bytes and accepted extensions. */
export interface FormRules {
  maxBytes: number
  accept: string | null
}

export interface UploadDeps {
  config: UploadConfig | {missing: string[]}
  /** The rules of the upload form named `form`, or null when the site has no such form. */
  formRules: (form: string) => Promise<FormRules | null>
  /** Defaults to the HTTP store built from `config`. */
  store?: Store
  newId?: () => string
  now?: () => Date
}

export interface Answer {
  status: number
  body: Record<string, unknown>
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const answer = (status: number, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: {message, ...extra},
})

export const NOT_CONFIGURED = 'Uploads are not available on this site right now: the server is not configured for them.'

function unavailable(e: unknown): Answer {
  if (e instanceof StoreError) {
    console.error(`presentation upload: ${e.message}`)
    if (e.status === 'timeout')
      return answer(504, 'The upload service did not answer in time. Please try again in a minute.')
    return answer(502, 'The upload service is not available right now. Please try again in a minute.')
  }
  throw e
}

function storeFor(deps: UploadDeps): Store | Answer {
  if ('missing' in deps.config) return answer(503, NOT_CONFIGURED, {missing: deps.config.missing})
  return deps.store ?? createStore({apiUrl: deps.config.apiUrl, serviceKey: deps.config.serviceKey})
}

const STATUS_OF: Record<FileProblem, number> = {type: 415, 'too-large': 413, empty: 400, name: 400}

/** POST /api/presentation-requests {form, name, type, size, email} */
export async function requestUpload(input: unknown, deps: UploadDeps): Promise<Answer> {
  const store = storeFor(deps)
  if ('status' in store) return store
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const {form, name, type, size, email} = body
  if (typeof form !== 'string' || typeof name !== 'string' || typeof type !== 'string' || typeof size !== 'number') {
    return answer(400, 'Choose a file to upload.')
  }
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email.trim()))
    return answer(400, 'Enter a valid email address so we can reply.', {field: 'email'})
  const rules = await deps.formRules(form)
  if (!rules) return answer(404, 'This upload form no longer exists. Reload the page and try again.')
  const check = checkFile({name, type, size}, rules.maxBytes, rules.accept)
  if (!check.ok)
    return answer(STATUS_OF[check.problem], problemMessage(check.problem, rules.maxBytes), {
      field: 'file',
      problem: check.problem,
    })

  const now = (deps.now ?? (() => new Date()))()
  const path = `${now.toISOString().slice(0, 10)}/${(deps.newId ?? randomUUID)()}.${check.kind.ext}`
  try {
    const signed = await store.signUpload(path)
    const row = await store.insertRequest({
      file_path: path,
      original_name: name.trim(),
      size_bytes: size,
      content_type: check.kind.mime,
      email: email.trim(),
    })
    const {publicUrl} = deps.config as UploadConfig
    return {
      status: 200,
      body: {id: row.id, uploadUrl: `${publicUrl}/storage/v1${signed}`, contentType: check.kind.mime},
    }
  } catch (e) {
    return unavailable(e)
  }
}

/** POST /api/presentation-requests/confirm {id} */
export async function confirmUpload(input: unknown, deps: UploadDeps): Promise<Answer> {
  const store = storeFor(deps)
  if ('status' in store) return store
  const id = (input && typeof input === 'object' ? (input as Record<string, unknown>).id : undefined) as unknown
  if (typeof id !== 'string' || !UUID.test(id)) return answer(400, 'Unknown upload.')
  try {
    const row = await store.getRequest(id)
    if (!row) return answer(404, 'Unknown upload.')
    if (row.status === 'uploaded') return {status: 200, body: {name: row.original_name}}
    if (row.status !== 'new') return answer(409, 'This upload was already refused. Choose the file again.')
    const kind = kindFromName(row.file_path) ?? FILE_KINDS.find((k) => k.mime === row.content_type)
    const stored = await store.readHead(row.file_path, MAGIC_LENGTH)
    if (!stored) return answer(409, 'Your file did not arrive. Please try again.')
    if (!kind || !bytesMatch(kind, stored.head) || stored.size !== Number(row.size_bytes)) {
      await store.remove(row.file_path)
      await store.setStatus(row.id, 'rejected')
      return answer(422, problemMessage('mismatch', 0), {field: 'file', problem: 'mismatch'})
    }
    await store.setStatus(row.id, 'uploaded')
    return {status: 200, body: {name: row.original_name}}
  } catch (e) {
    return unavailable(e)
  }
}

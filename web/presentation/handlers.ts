/**
 * The presentation upload, on the server, in two calls around the browser's own upload:
 *
 *   1. request: the form sends the file's name, declared type, size and the visitor's email. The name,
 *      type and size are checked against the section's rules (limit set in the Studio), a
 *      presentation_requests row is recorded ('new') and a signed upload URL made for the private
 *      bucket. The row comes first: the database refuses a 6th request from one address in an hour,
 *      or a 31st in all (HTTP 429), before any URL is signed.
 *   2. the browser PUTs the file to that URL itself (the file never passes through this server,
 *      so a host's request-body cap does not apply).
 *   3. confirm: the stored object's first bytes are read back and checked against the claimed kind.
 *      A file that is not what it claims is deleted and its row marked 'rejected'; else 'uploaded',
 *      and staff are emailed a download link valid for 7 days (after the answer, leads/deliver.ts).
 *
 * Every answer is JSON {message} with a status the form can explain; nothing here answers 500.
 */
import 'server-only'
import {randomUUID} from 'node:crypto'
import type {MailConfig} from '../leads/config'
import {deliverUpload} from '../leads/deliver'
import {createMailer, type Mailer} from '../leads/mailer'
import {type ServiceConfig, StoreError} from '../supabase/service'
import {bytesMatch, checkFile, FILE_KINDS, kindFromName, MAGIC_LENGTH, problemMessage, type FileProblem} from './files'
import {createStore, type Store} from './store'

/** What the upload section allows: its size limit in bytes and accepted extensions. */
export interface FormRules {
  maxBytes: number
  accept: string | null
}

export interface UploadDeps {
  config: ServiceConfig | {missing: string[]}
  /** The rules of the upload form named `form`, or null when the site has no such form. */
  formRules: (form: string) => Promise<FormRules | null>
  /** What the form named `form` says when the database takes no more uploads for now (from its content). */
  limitMessage?: (form: string) => Promise<string | null>
  /** Where staff are emailed about a confirmed upload; without it they are not (logged, and the sweep does it once set). */
  mail?: MailConfig | {missing: string[]}
  /** Defaults to the HTTP store built from `config`. */
  store?: Store
  /** Defaults to an SMTP mailer built from `mail`. */
  mailer?: Mailer
  /** Runs `task` after the answer is sent (the route passes Next's after()); without it the task is awaited first. */
  later?: (task: () => Promise<void>) => void
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

/** A request the sweep removed because its upload URL expired (2 hours) before it was confirmed. */
const EXPIRED = 'This upload has expired. Choose the file again.'

/** Shown when the database refuses more uploads and the form's content has no message for it. */
export const TOO_MANY = 'Too many uploads right now. Please try again later; your file and email are still here.'

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
    const row = await store.insertRequest({
      file_path: path,
      original_name: name.trim(),
      size_bytes: size,
      content_type: check.kind.mime,
      email: email.trim(),
    })
    const signed = await store.signUpload(path)
    const {publicUrl} = deps.config as ServiceConfig
    return {
      status: 200,
      body: {id: row.id, uploadUrl: `${publicUrl}/storage/v1${signed}`, contentType: check.kind.mime},
    }
  } catch (e) {
    if (e instanceof StoreError && e.status === 429) {
      const message = await deps.limitMessage?.(form).catch(() => null)
      return answer(429, message?.trim() || TOO_MANY)
    }
    return unavailable(e)
  }
}

/** Emails staff about a confirmed upload, after the answer when the route allows; a failure is logged, never shown. */
function notifyStaff(
  row: {id: string; file_path: string; original_name: string; size_bytes: number; email: string},
  store: Store,
  deps: UploadDeps,
  at: Date,
) {
  const mail = deps.mail
  if (!mail || 'missing' in mail) {
    console.error(
      `presentation upload: staff not emailed, set ${mail ? mail.missing.join(', ') : 'SMTP_URL, LEADS_FROM, LEADS_NOTIFY_TO'}`,
    )
    return
  }
  const {publicUrl} = deps.config as ServiceConfig
  const task = async () => {
    await deliverUpload(
      {...row, uploaded_at: at.toISOString()},
      {mail, mailer: deps.mailer ?? createMailer(mail), store, publicUrl, now: deps.now ?? (() => new Date())},
    )
  }
  return deps.later ? deps.later(task) : task()
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
    if (row.status === 'expired') return answer(409, EXPIRED)
    if (row.status !== 'new') return answer(409, 'This upload was already refused. Choose the file again.')
    const kind = kindFromName(row.file_path) ?? FILE_KINDS.find((k) => k.mime === row.content_type)
    const stored = await store.readHead(row.file_path, MAGIC_LENGTH)
    if (!stored) return answer(409, 'Your file did not arrive. Please try again.')
    if (!kind || !bytesMatch(kind, stored.head) || stored.size !== Number(row.size_bytes)) {
      await store.remove(row.file_path)
      await store.markRejected(row.id)
      return answer(422, problemMessage('mismatch', 0), {field: 'file', problem: 'mismatch'})
    }
    const at = (deps.now ?? (() => new Date()))()
    if (!(await store.markUploaded(row.id, at))) return answer(409, EXPIRED)
    await notifyStaff(row, store, deps, at)
    return {status: 200, body: {name: row.original_name}}
  } catch (e) {
    return unavailable(e)
  }
}

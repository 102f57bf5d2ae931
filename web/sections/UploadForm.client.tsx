'use client'

import {useId, useRef, useState, type FormEvent} from 'react'
import {fill} from '@agency/schemas/lib/fill'
import {Icon} from '../components/Icon'
import {checkFile, MB, problemMessage} from '../presentation/files'

interface Props {
  formName: string
  dark: boolean
  accept: string
  maxSizeMb: number
  labels: {file: string; email: string; submit: string; help?: string | null; note?: string | null}
  messages: UploadMessages
}

/** The form's progress texts and messages, from the upload section's content; {size}, {percent}, {name} and {email} are filled in. */
export type UploadMessages = Record<
  | 'sizeLimit'
  | 'chooseFile'
  | 'progressName'
  | 'preparing'
  | 'uploading'
  | 'checking'
  | 'offline'
  | 'switchedOff'
  | 'uploadFailed'
  | 'storageRefused'
  | 'received'
  | 'reply'
  | 'sendAnother',
  string
>

type Phase =
  | {step: 'idle'}
  | {step: 'sending'; percent: number | null}
  | {step: 'checking'}
  | {step: 'done'; name: string; email: string}
  | {step: 'failed'; message: string; field?: 'file' | 'email'}

/** POST JSON to one of the site's upload routes: the parsed answer, or a message for the visitor. */
async function post(
  url: string,
  body: unknown,
  messages: UploadMessages,
): Promise<{ok: true; data: Record<string, unknown>} | {ok: false; message: string; field?: 'file' | 'email'}> {
  let res: Response
  try {
    res = await fetch(url, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)})
  } catch {
    return {ok: false, message: messages.offline}
  }
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>
  if (res.ok) return {ok: true, data}
  if (res.status === 503) return {ok: false, message: messages.switchedOff}
  const field = data.field === 'file' || data.field === 'email' ? data.field : undefined
  return {
    ok: false,
    message: typeof data.message === 'string' ? data.message : messages.uploadFailed,
    field,
  }
}

/** PUT the file to the signed URL, reporting progress; resolves to an error message or null. */
function put(
  url: string,
  file: File,
  contentType: string,
  onProgress: (percent: number) => void,
  messages: UploadMessages,
): Promise<string | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', url)
    xhr.setRequestHeader('content-type', contentType)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onload = () => resolve(xhr.status >= 200 && xhr.status < 300 ? null : messages.storageRefused)
    xhr.onerror = () => resolve(messages.offline)
    xhr.ontimeout = () => resolve(messages.offline)
    xhr.send(file)
  })
}

/**
 * The upload form's behaviour: check the file here first (type, size), ask the site for a signed
 * upload URL, PUT the file to it with XMLHttpRequest (the only browser API with upload progress), then
 * ask the site to confirm. A failure keeps the chosen file and the email for a retry.
 */
export function UploadFormClient({formName, dark, accept, maxSizeMb, labels, messages}: Props) {
  const id = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [phase, setPhase] = useState<Phase>({step: 'idle'})
  const maxBytes = Math.round(maxSizeMb * MB)
  const muted = dark ? 'text-slate-300' : 'text-slate-600'

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const file = fileRef.current?.files?.[0]
    const email = String(new FormData(form).get('email') ?? '').trim()
    if (!file) return setPhase({step: 'failed', message: messages.chooseFile, field: 'file'})
    const check = checkFile(file, maxBytes, accept)
    if (!check.ok) return setPhase({step: 'failed', message: problemMessage(check.problem, maxBytes), field: 'file'})

    setPhase({step: 'sending', percent: null})
    const granted = await post(
      '/api/presentation-requests',
      {
        form: formName,
        name: file.name,
        type: file.type,
        size: file.size,
        email,
      },
      messages,
    )
    if (!granted.ok) return setPhase({step: 'failed', message: granted.message, field: granted.field})
    const {id: requestId, uploadUrl, contentType} = granted.data as {id: string; uploadUrl: string; contentType: string}

    setPhase({step: 'sending', percent: 0})
    const failed = await put(uploadUrl, file, contentType, (percent) => setPhase({step: 'sending', percent}), messages)
    if (failed) return setPhase({step: 'failed', message: failed})
    setPhase({step: 'checking'})

    const confirmed = await post('/api/presentation-requests/confirm', {id: requestId}, messages)
    if (!confirmed.ok) return setPhase({step: 'failed', message: confirmed.message, field: confirmed.field})
    setPhase({step: 'done', name: file.name, email})
  }

  const box = `rounded-3xl p-6 shadow-sm ring-1 sm:p-8 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white ring-slate-200'}`
  if (phase.step === 'done') {
    return (
      <div role="status" className={box}>
        <p className="flex items-center gap-2 text-lg font-semibold">
          <Icon name="check" className="h-6 w-6 shrink-0 text-emerald-600" />
          {fill(messages.received, {name: phase.name})}
        </p>
        <p className={`mt-2 ${muted}`}>{fill(messages.reply, {email: phase.email})}</p>
        <button
          type="button"
          onClick={() => setPhase({step: 'idle'})}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 text-sm font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
        >
          {messages.sendAnother}
        </button>
      </div>
    )
  }

  const sending = phase.step === 'sending' || phase.step === 'checking'
  const percent = phase.step === 'sending' ? phase.percent : phase.step === 'checking' ? 100 : null
  const failed = phase.step === 'failed' ? phase : undefined
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  const field =
    'mt-3 block w-full rounded-xl border bg-slate-50 p-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700'
  return (
    <form name={formName} onSubmit={onSubmit} aria-busy={sending} className={box}>
      <input type="hidden" name="form-name" value={formName} />
      <label htmlFor={`${id}-file`} className="flex items-center gap-2 font-semibold">
        <Icon name="file" className="h-5 w-5 text-violet-700" />
        {labels.file}{' '}
        <span aria-hidden="true" className="text-rose-700">
          *
        </span>
      </label>
      <input
        ref={fileRef}
        id={`${id}-file`}
        type="file"
        name="presentation"
        required
        accept={accept}
        disabled={sending}
        aria-describedby={[helpId, failed?.field !== 'email' && failed ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={failed?.field === 'file' || undefined}
        onChange={() => phase.step === 'failed' && setPhase({step: 'idle'})}
        className={`${field} cursor-pointer border-dashed border-slate-400 p-4 text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-violet-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:border-violet-600`}
      />
      <p id={helpId} className={`mt-2 text-sm ${muted}`}>
        {labels.help ? `${labels.help} ` : ''}
        {fill(messages.sizeLimit, {size: maxSizeMb})}
      </p>
      <label htmlFor={`${id}-email`} className="mt-6 block font-semibold">
        {labels.email}{' '}
        <span aria-hidden="true" className="text-rose-700">
          *
        </span>
      </label>
      <input
        id={`${id}-email`}
        type="email"
        name="email"
        required
        autoComplete="email"
        maxLength={254}
        disabled={sending}
        aria-invalid={failed?.field === 'email' || undefined}
        aria-describedby={failed?.field === 'email' ? errorId : undefined}
        className={`${field} border-slate-300`}
      />
      {sending ? (
        <div className="mt-6">
          <progress
            max={100}
            value={percent ?? undefined}
            aria-label={messages.progressName}
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-violet-700 [&::-moz-progress-bar]:bg-violet-700"
          />
          <p aria-live="polite" className={`mt-2 text-sm ${muted}`}>
            {phase.step === 'checking'
              ? messages.checking
              : percent === null
                ? messages.preparing
                : fill(messages.uploading, {percent})}
          </p>
        </div>
      ) : null}
      {failed ? (
        <p
          id={errorId}
          role="alert"
          className="mt-6 rounded-xl bg-rose-50 p-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          {failed.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="mt-6 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-violet-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-wait disabled:opacity-70"
      >
        {labels.submit}
      </button>
      {labels.note ? <p className={`mt-4 text-center text-sm ${muted}`}>{labels.note}</p> : null}
    </form>
  )
}

import {fill} from '@agency/schemas/lib/fill'
import type {ContactForm as ContactWords} from '../sanity.types'
import {CONTACT_LIMITS, EMAIL_PATTERN, HONEYPOT, PHONE_MIN, PHONE_PATTERN} from './rules'

export type ContactFormWords = Omit<ContactWords, '_type' | 'receiptEmail'>

type Field = {
  name: 'name' | 'email' | 'company' | 'phone'
  label: keyof ContactFormWords
  type: string
  autoComplete: string
  required: boolean
}

const FIELDS: Field[] = [
  {name: 'name', label: 'nameLabel', type: 'text', autoComplete: 'name', required: true},
  {name: 'email', label: 'emailLabel', type: 'email', autoComplete: 'email', required: true},
  {name: 'company', label: 'companyLabel', type: 'text', autoComplete: 'organization', required: false},
  {name: 'phone', label: 'phoneLabel', type: 'tel', autoComplete: 'tel', required: false},
]

/**
 * The site's own contact form: server markup that works in two ways (forms/post.ts, forms/enhance.ts).
 * Without JavaScript the browser checks the fields and posts the form to /api/forms/contact, which
 * stores it and comes back to this page at one of the notes below. With JavaScript, forms/enhance.ts
 * (started by the root layout's one island) sends it from the page instead, keeps what was typed when
 * it fails and says so in the same notes: no React island, so the page hydrates nothing for it.
 * `id` names the form's notes (`<id>-sent` ...), which the plain POST's redirect targets.
 */
export function ContactForm({id, words, supportEmail}: {id: string; words: ContactFormWords; supportEmail: string}) {
  const w = words
  const email = {email: supportEmail}
  const required = (
    <span aria-hidden="true" className="text-violet-700">
      {' '}
      *
    </span>
  )
  const optional = <span className="font-normal text-slate-600"> {w.optionalNote}</span>
  return (
    <form
      id={id}
      method="post"
      action={`/api/forms/contact?form=${id}`}
      data-own-form="contact"
      data-sending={w.sendingLabel}
      data-sent={w.sentMessage}
      data-limited={fill(w.limitedMessage, email)}
      data-failed={fill(w.failedMessage, email)}
      data-invalid={w.invalidMessage}
      className="own-form"
    >
      <p id={`${id}-sent`} tabIndex={-1} role="status" className="own-form-note own-form-ok mb-6">
        {w.sentMessage}
      </p>
      <p id={`${id}-limited`} tabIndex={-1} role="alert" className="own-form-note own-form-error mb-6">
        {fill(w.limitedMessage, email)}
      </p>
      <p id={`${id}-failed`} tabIndex={-1} role="alert" className="own-form-note own-form-error mb-6">
        {fill(w.failedMessage, email)} {w.backHint}
      </p>
      <p id={`${id}-invalid`} tabIndex={-1} role="alert" className="own-form-note own-form-error mb-6">
        {w.invalidMessage} {w.backHint}
      </p>
      <p className="text-sm text-slate-600">{w.requiredNote}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.name}>
            <label htmlFor={`${id}-${f.name}`} className="own-form-label">
              {w[f.label]}
              {f.required ? required : optional}
            </label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required={f.required}
              maxLength={CONTACT_LIMITS[f.name]}
              {...(f.name === 'phone'
                ? {
                    minLength: PHONE_MIN,
                    pattern: PHONE_PATTERN,
                    title: w.phoneFormat,
                    'aria-describedby': `${id}-phone-format`,
                  }
                : f.name === 'email'
                  ? {pattern: EMAIL_PATTERN, title: w.emailFormat}
                  : {})}
              className="own-form-input"
            />
            {f.name === 'phone' ? (
              <p id={`${id}-phone-format`} className="own-form-help">
                {w.phoneFormat}
              </p>
            ) : null}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="own-form-label">
            {w.messageLabel}
            {required}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            aria-describedby={`${id}-message-help`}
            className="own-form-input min-h-36 resize-y"
          />
          <p id={`${id}-message-help`} className="own-form-help">
            {w.messageHelp}
          </p>
        </div>
      </div>
      {/* People never see this field (it is off-screen, hidden from screen readers and skipped by Tab); bots fill it in, and are told "sent". */}
      <input
        name={HONEYPOT}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="own-form-trap"
      />
      <button type="submit" className="own-form-button mt-6 w-full sm:w-auto">
        {w.submitLabel}
      </button>
    </form>
  )
}

/** Without the site's database (NEXT_PUBLIC_SUPABASE_URL unset) a form could never succeed: the address to write to instead. */
export function ContactFallback({
  words,
  supportEmail,
}: {
  words: Pick<ContactFormWords, 'noFormText'>
  supportEmail: string
}) {
  const [before, after] = fill(words.noFormText, {email: '\u0000'}).split('\u0000')
  return (
    <p className="own-form text-pretty text-lg">
      {before}
      {after !== undefined ? (
        <a href={`mailto:${supportEmail}`} className="font-semibold text-violet-800 underline underline-offset-4">
          {supportEmail}
        </a>
      ) : null}
      {after}
    </p>
  )
}

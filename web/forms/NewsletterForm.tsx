import {fill} from '@agency/schemas/lib/fill'
import type {NewsletterSignup} from '../sanity.types'
import {CONFIRM_LINK_DAYS, CONTACT_LIMITS, EMAIL_PATTERN, HONEYPOT} from './rules'

export type NewsletterWords = Pick<
  NewsletterSignup,
  | 'emailLabel'
  | 'placeholder'
  | 'emailFormat'
  | 'submitLabel'
  | 'sendingLabel'
  | 'sentMessage'
  | 'failedMessage'
  | 'invalidMessage'
> & {intro?: string | null}

/**
 * The site's own newsletter sign-up: one email field and a button, side by side where the width allows.
 * It is in the footer of every page, so it is held to as few elements as it needs (e2e/budgets.spec.ts):
 * its two notes are both the plain POST's answer (:target) and the script's (forms/enhance.ts), and the
 * honeypot is one field.
 * Server markup in the footer's static markup (and in a newsletter embed section), worked the same two
 * ways as the contact form (forms/ContactForm.tsx): a plain POST to /api/forms/newsletter without
 * JavaScript, forms/enhance.ts with it. Its answer is the same whether or not the address is already on
 * the list: the email that follows says which. `dark`: on the footer's dark background.
 */
export function NewsletterForm({
  id,
  words,
  dark,
  className = '',
}: {
  id: string
  words: NewsletterWords
  dark?: boolean
  className?: string
}) {
  const sent = fill(words.sentMessage, {days: CONFIRM_LINK_DAYS})
  return (
    <form
      id={id}
      method="post"
      action={`/api/forms/newsletter?form=${id}`}
      data-own-form="newsletter"
      data-sending={words.sendingLabel}
      data-sent={sent}
      data-failed={words.failedMessage}
      data-invalid={words.invalidMessage}
      className={`newsletter-form ${className}`}
    >
      {words.intro ? (
        <p className={`mb-1 text-sm ${dark ? 'text-slate-400' : 'text-slate-600'}`}>{words.intro}</p>
      ) : null}
      <p id={`${id}-sent`} tabIndex={-1} role="status" className="own-form-note own-form-ok">
        {sent}
      </p>
      <p id={`${id}-failed`} tabIndex={-1} role="alert" className="own-form-note own-form-error">
        {words.failedMessage}
      </p>
      <p id={`${id}-invalid`} tabIndex={-1} role="alert" className="own-form-note own-form-error">
        {words.invalidMessage}
      </p>
      <label htmlFor={`${id}-email`} className="sr-only">
        {words.emailLabel}
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        pattern={EMAIL_PATTERN}
        title={words.emailFormat ?? undefined}
        placeholder={words.placeholder}
        className="newsletter-input"
      />
      <button type="submit" className="own-form-button">
        {words.submitLabel}
      </button>
      <input
        name={HONEYPOT}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        className="own-form-trap"
      />
    </form>
  )
}

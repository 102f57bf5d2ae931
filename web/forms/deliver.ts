import 'server-only'
/**
 * Delivering one contact message or one newsletter sign-up, by the lead pipeline's rule
 * (leads/deliver.ts sendThenMark): each email is sent first and its row marked after, so a failure in
 * between repeats an email rather than losing one. Used by the webhook (/api/forms/notify) and the
 * sweep (/api/forms/sweep).
 */
import type {MailConfig} from '../leads/config'
import {type Outcome, sendThenMark} from '../leads/deliver'
import {replyAddress} from '../leads/lead'
import type {Mailer} from '../leads/mailer'
import {
  agencyMessageEmail,
  alreadyEmail,
  confirmEmail,
  type NewsletterEmailWords,
  type ReceiptWords,
  receiptEmail,
  unsubscribeHeaders,
} from './emails'
import type {Message, Signup} from './records'
import type {FormsStore} from './store'
import {confirmToken, unsubscribeToken} from './token'

/** The sender's acknowledgement is owed for a day (contact_messages_to_deliver has the same window). */
export const RECEIPT_WINDOW_MS = 24 * 60 * 60 * 1000

/** The editors' words for the emails (Site settings → Forms), or null when they are incomplete. */
export interface FormEmailWords {
  receipt: ReceiptWords | null
  newsletter: NewsletterEmailWords | null
}

export interface FormDeliveryDeps {
  mail: MailConfig
  mailer: Mailer
  store: Pick<FormsStore, 'markNotified' | 'markReceiptSent' | 'markMailed' | 'isSubscribed'>
  words: FormEmailWords
  /** The public address the links and the agency's "page" line start with (NEXT_PUBLIC_SITE_URL). */
  siteUrl: string
  /** NEWSLETTER_TOKEN_SECRET: signs the newsletter's links. */
  secret: string | null
  now: () => Date
}

/** Tells the agency about the message and the sender that it arrived, whichever of the two is still owed. */
export async function deliverMessage(
  message: Message,
  deps: FormDeliveryDeps,
): Promise<{notification: Outcome; receipt: Outcome}> {
  const notification = message.notifiedAt
    ? 'not-due'
    : await sendThenMark(
        'contact notification',
        () =>
          deps.mailer.send({
            ...agencyMessageEmail(message, deps.siteUrl),
            to: deps.mail.notifyTo,
            replyTo: replyAddress(message.email),
          }),
        () => deps.store.markNotified(message.id, deps.now()),
      )
  const words = deps.words.receipt
  const owed =
    !message.receiptSentAt &&
    words !== null &&
    deps.now().getTime() - message.createdAt.getTime() < RECEIPT_WINDOW_MS &&
    replyAddress(message.email) !== null
  const receipt =
    owed && words
      ? await sendThenMark(
          'contact receipt',
          () => deps.mailer.send({...receiptEmail(words), to: message.email}),
          () => deps.store.markReceiptSent(message.id, deps.now()),
        )
      : 'not-due'
  return {notification, receipt}
}

/**
 * Emails a sign-up's address: a confirmation link when it is not on the list, a note with an
 * unsubscribe link when it already is. Either way the visitor saw the same answer on the site.
 * 'not-sent' without the words or the signing secret (logged): the sweep sends it once they are set.
 */
export async function deliverSignup(signup: Signup, deps: FormDeliveryDeps): Promise<Outcome> {
  if (signup.mailedAt || replyAddress(signup.email) === null) return 'not-due'
  const words = deps.words.newsletter
  const secret = deps.secret
  if (!words || !secret) {
    console.error(`newsletter: sign-up not mailed (${words ? 'NEWSLETTER_TOKEN_SECRET is not set' : 'no email words'})`)
    return 'not-sent'
  }
  let subscribed: boolean
  try {
    subscribed = await deps.store.isSubscribed(signup.email)
  } catch (e) {
    console.error(`newsletter: sign-up not mailed (${(e as Error).message})`)
    return 'not-sent'
  }
  const site = deps.siteUrl.replace(/\/+$/, '')
  const email = subscribed
    ? (() => {
        const token = unsubscribeToken(signup.email, secret)
        return {
          ...alreadyEmail(words, `${site}/newsletter/unsubscribe?token=${token}`),
          headers: unsubscribeHeaders(`${site}/api/newsletter/unsubscribe?token=${token}`),
        }
      })()
    : confirmEmail(
        words,
        `${site}/newsletter/confirm?token=${confirmToken(signup.id, signup.email, secret, deps.now())}`,
      )
  return sendThenMark(
    subscribed ? 'newsletter note' : 'newsletter confirmation',
    () => deps.mailer.send({...email, to: signup.email}),
    () => deps.store.markMailed(signup.id, deps.now()),
  )
}

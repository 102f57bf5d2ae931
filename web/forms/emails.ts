/**
 * The emails the site's own forms send, as subject, text and HTML (the lead emails' rules, leads/emails.ts:
 * every value a visitor typed is escaped, nothing is loaded from elsewhere). Pure: no I/O.
 *   - agencyMessageEmail: tells the agency about a contact message, and on which page it was written;
 *   - receiptEmail: tells the sender it arrived, in the editors' words only: nothing the visitor typed
 *     is in it, so the form cannot send a stranger words of someone's choosing;
 *   - confirmEmail / alreadyEmail: the newsletter's double opt-in, also in the editors' words only,
 *     with the signed link (forms/token.ts).
 */
import {fill} from '@agency/schemas/lib/fill'
import {type EmailContent, formatTime, oneLine, page, table, textTable} from '../leads/emails'
import {html, paragraphs} from '../leads/html'
import type {Message} from './records'
import {CONFIRM_LINK_DAYS} from './rules'

/** Site settings → Forms → Contact form → Email to the sender. */
export interface ReceiptWords {
  subject: string
  text: string
}

/** Site settings → Forms → Newsletter sign-up: its two emails and what every email to a subscriber ends with. */
export interface NewsletterEmailWords {
  confirm: {subject: string; text: string; button: string; expiry: string}
  already: {subject: string; text: string}
  unsubscribeLabel: string
  signOff: string
}

const P = 'margin: 0 0 16px;'
const BUTTON =
  'display: inline-block; padding: 12px 22px; border-radius: 999px; background: #6d28d9; color: #ffffff; font-weight: bold; text-decoration: none;'
const SMALL = 'color: #475569; font-size: 13px;'

/** The agency's notification of a contact message: who, from which page, what they wrote, and when. */
export function agencyMessageEmail(message: Message, siteUrl: string): EmailContent {
  const name = oneLine(message.name, 120)
  const where = `${siteUrl.replace(/\/+$/, '')}${message.page}`
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['Email', message.email],
    ['Company', message.company ?? 'not given'],
    ['Phone', message.phone ?? 'not given'],
    ['Page', where],
    ['Received', formatTime(message.createdAt)],
  ]
  const from = message.company ? `${oneLine(name, 60)} (${oneLine(message.company, 60)})` : oneLine(name, 80)
  const subject = oneLine(`New message from ${from} on ${message.page}`, 160)
  const intro = `A visitor wrote to you with the contact form on ${where}.`
  const outro = `Reply to this email to write to ${name} directly.`
  const id = `Message ${message.id} in the contact_messages table.`
  return {
    subject,
    text: `${intro}\n\n${textTable(rows)}\n\nMessage:\n${message.message}\n\n${outro}\n${id}\n`,
    html: page(
      subject,
      html`<p>${intro}</p>${table(rows)}<h2 style="font-size: 16px; margin: 24px 0 8px;">Message</h2><p style="${P} white-space: pre-wrap;">${message.message}</p><p>${outro}</p><p style="${SMALL}">${id}</p>`,
    ),
  }
}

/** The sender's acknowledgement: the editors' subject and text, nothing else. */
export function receiptEmail(words: ReceiptWords): EmailContent {
  const subject = oneLine(words.subject, 160)
  return {subject, text: `${words.text.trim()}\n`, html: page(subject, html`${paragraphs(words.text, P)}`)}
}

/** The confirmation email: the editors' text, the signed link, how long it works and the signature. */
export function confirmEmail(words: NewsletterEmailWords, link: string): EmailContent {
  const w = words.confirm
  const subject = oneLine(w.subject, 160)
  const expiry = fill(w.expiry, {days: CONFIRM_LINK_DAYS})
  return {
    subject,
    text: `${w.text.trim()}\n\n${w.button}: ${link}\n\n${expiry.trim()}\n\n${words.signOff.trim()}\n`,
    html: page(
      subject,
      html`${paragraphs(w.text, P)}<p style="${P}"><a href="${link}" style="${BUTTON}">${w.button}</a></p><p style="${SMALL} ${P} word-break: break-all;">${link}</p>${paragraphs(expiry, P)}${paragraphs(words.signOff, P)}`,
    ),
  }
}

/** The note to an address already on the list: the editors' text, the unsubscribe link and the signature. */
export function alreadyEmail(words: NewsletterEmailWords, unsubscribeLink: string): EmailContent {
  const w = words.already
  const subject = oneLine(w.subject, 160)
  return {
    subject,
    text: `${w.text.trim()}\n\n${words.signOff.trim()}\n\n${words.unsubscribeLabel}: ${unsubscribeLink}\n`,
    html: page(
      subject,
      html`${paragraphs(w.text, P)}${paragraphs(words.signOff, P)}<p style="${SMALL}"><a href="${unsubscribeLink}" style="color: #475569;">${words.unsubscribeLabel}</a></p>`,
    ),
  }
}

/**
 * The headers that let a mail program offer its own unsubscribe button (RFC 2369), pressed with one
 * POST and no page in between (RFC 8058): `oneClick` is the site's /api/newsletter/unsubscribe address.
 */
export const unsubscribeHeaders = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

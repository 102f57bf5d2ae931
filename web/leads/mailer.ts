import 'server-only'
/**
 * Sends lead emails over SMTP with nodemailer, from LEADS_FROM, to any SMTP provider (SMTP_URL).
 * Short time limits: a serverless function must answer, and the sweep sends what is left.
 * Once the server cannot be reached (refused, timed out, bad login), the same mailer stops trying:
 * one cron run against a dead server costs one timeout, not one per lead.
 */
import {createTransport} from 'nodemailer'
import type {EmailContent} from './emails'

export interface Email extends EmailContent {
  to: string | string[]
  /** The address a reply goes to (the prospect, for the agency's emails). */
  replyTo?: string | null
  /** Extra headers, e.g. List-Unsubscribe on a newsletter's emails. */
  headers?: Record<string, string>
}

export interface Mailer {
  /** Resolves once the SMTP server has accepted the message; rejects with a MailError. */
  send(email: Email): Promise<void>
}

/** An email that was not sent: `code` is nodemailer's (ECONNECTION, ETIMEDOUT, EAUTH, EENVELOPE, ...). */
export class MailError extends Error {
  constructor(readonly code: string) {
    super(`The email was not sent (${code})`)
    this.name = 'MailError'
  }
}

/** Errors that say the server, not this message, is the problem: stop sending for this run. */
const SERVER_DOWN = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'ENOAUTH', 'EPROXY'])

export interface MailerOptions {
  smtpUrl: string
  from: string
  /** Each wait (connecting, the greeting, an idle socket) gives up after this long. */
  timeoutMs?: number
}

export function createMailer({smtpUrl, from, timeoutMs = 10_000}: MailerOptions): Mailer {
  const transport = createTransport(
    {
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs * 2,
      dnsTimeout: timeoutMs,
    },
    // Message content never makes nodemailer read a file or fetch a URL.
    {from, disableFileAccess: true, disableUrlAccess: true},
  )
  let down: MailError | null = null
  return {
    async send({to, replyTo, subject, text, html, headers}) {
      if (down) throw down
      try {
        await transport.sendMail({
          to,
          subject,
          text,
          html,
          ...(replyTo ? {replyTo} : {}),
          ...(headers ? {headers} : {}),
        })
      } catch (e) {
        const code = String((e as {code?: unknown}).code ?? 'EMESSAGE')
        const error = new MailError(code)
        if (SERVER_DOWN.has(code)) down = error
        throw error
      } finally {
        if (down) transport.close()
      }
    },
  }
}

import 'server-only'
/**
 * Sends lead emails over SMTP with nodemailer, from LEADS_FROM, to any SMTP provider (SMTP_URL).
 * Short time limits: a serverless function must answer, and the sweep sends what is left.
 * Once the server cannot be reached (refused, timed out, bad login), the same mailer stops trying:
 * one cron run against a dead server costs one timeout, not one per lead.
 */
import {mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {createTransport} from 'nodemailer'
import {MAIL_DIR_SCHEME} from './config'
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

/**
 * With a mail folder instead of an SMTP server (MAIL_DIR): each email is written there whole, as the
 * .eml file any mail program opens, and counts as sent once written; its name says when and to whom.
 */
function folderMailer(dir: string, from: string): Mailer {
  const transport = createTransport(
    {streamTransport: true, buffer: true, newline: 'unix'},
    {from, disableFileAccess: true, disableUrlAccess: true},
  )
  return {
    async send({to, replyTo, subject, text, html, headers}) {
      try {
        const {message} = (await transport.sendMail({
          to,
          subject,
          text,
          html,
          ...(replyTo ? {replyTo} : {}),
          ...(headers ? {headers} : {}),
        })) as unknown as {message: Buffer}
        const first = (Array.isArray(to) ? to[0] : to) ?? 'unknown'
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${first.replace(/[^\w.@-]+/g, '_').slice(0, 60)}.eml`
        mkdirSync(dir, {recursive: true, mode: 0o700})
        writeFileSync(path.join(dir, name), message, {mode: 0o600})
        console.log(`mail: "${subject.slice(0, 80)}" to ${first} kept in ${path.join(dir, name)}`)
      } catch (e) {
        throw new MailError(String((e as {code?: unknown}).code ?? 'EMESSAGE'))
      }
    },
  }
}

export function createMailer({smtpUrl, from, timeoutMs = 10_000}: MailerOptions): Mailer {
  if (smtpUrl.startsWith(MAIL_DIR_SCHEME)) return folderMailer(smtpUrl.slice(MAIL_DIR_SCHEME.length), from)
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

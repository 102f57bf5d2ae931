import 'server-only'
/**
 * Where lead emails go and how they are sent, from the server's environment (never NEXT_PUBLIC_):
 *   SMTP_URL         the SMTP server, e.g. smtps://user:pass@smtp.example.com:465 (any provider)
 *   MAIL_DIR         instead of SMTP_URL: a folder each email is kept in as an .eml file, unsent (the
 *                    local Supabase sets it to .local-supabase/mail when SMTP_URL is not set)
 *   LEADS_FROM       the sender, e.g. "Helix AI <leads@helixai.example>"; prospects reply to it
 *   LEADS_NOTIFY_TO  the agency's addresses, comma-separated
 * A missing variable is named, never guessed.
 */

export interface MailConfig {
  /** The SMTP server's URL, or `mailDir:` and the folder emails are kept in. */
  smtpUrl: string
  from: string
  notifyTo: string[]
}

/** How a MailConfig names a mail folder instead of an SMTP server. */
export const MAIL_DIR_SCHEME = 'mailDir:'

export const MAIL_VARIABLES = ['SMTP_URL', 'LEADS_FROM', 'LEADS_NOTIFY_TO'] as const

/** The mail configuration, or the names of the missing (or unusable) variables. */
export function mailConfig(env: Record<string, string | undefined> = process.env): MailConfig | {missing: string[]} {
  const mailDir = env.MAIL_DIR?.trim()
  const smtpUrl = env.SMTP_URL?.trim() || (mailDir ? `${MAIL_DIR_SCHEME}${mailDir}` : '')
  const from = env.LEADS_FROM?.trim() ?? ''
  const notifyTo = (env.LEADS_NOTIFY_TO ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  const missing = [
    !/^smtps?:\/\/[^\s]+$/i.test(smtpUrl) && !smtpUrl.startsWith(MAIL_DIR_SCHEME) && 'SMTP_URL',
    !from && 'LEADS_FROM',
    notifyTo.length === 0 && 'LEADS_NOTIFY_TO',
  ].filter((m): m is string => Boolean(m))
  if (missing.length > 0) return {missing}
  return {smtpUrl, from, notifyTo}
}

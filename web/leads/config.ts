import 'server-only'
/**
 * Where lead emails go and how they are sent, from the server's environment (never NEXT_PUBLIC_):
 *   SMTP_URL         the SMTP server, e.g. smtps://user:pass@smtp.example.com:465 (any provider)
 *   LEADS_FROM       the sender, e.g. "Helix AI <leads@helixai.example>"; prospects reply to it
 *   LEADS_NOTIFY_TO  the agency's addresses, comma-separated
 * A missing variable is named, never guessed.
 */

export interface MailConfig {
  smtpUrl: string
  from: string
  notifyTo: string[]
}

export const MAIL_VARIABLES = ['SMTP_URL', 'LEADS_FROM', 'LEADS_NOTIFY_TO'] as const

/** The mail configuration, or the names of the missing (or unusable) variables. */
export function mailConfig(env: Record<string, string | undefined> = process.env): MailConfig | {missing: string[]} {
  const smtpUrl = env.SMTP_URL?.trim() ?? ''
  const from = env.LEADS_FROM?.trim() ?? ''
  const notifyTo = (env.LEADS_NOTIFY_TO ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  const missing = [
    !/^smtps?:\/\/[^\s]+$/i.test(smtpUrl) && 'SMTP_URL',
    !from && 'LEADS_FROM',
    notifyTo.length === 0 && 'LEADS_NOTIFY_TO',
  ].filter((m): m is string => Boolean(m))
  if (missing.length > 0) return {missing}
  return {smtpUrl, from, notifyTo}
}

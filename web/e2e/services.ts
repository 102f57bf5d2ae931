/**
 * Where the browser tests' outside services listen and the secrets the site under test holds, in one
 * place for web/playwright.config.ts, the stand-ins process (stand-ins.ts) and the specs. Ports follow
 * E2E_PORT, so two worktrees can run their browser tests side by side.
 */
import type {Call as StandInCall} from '../supabase/local/server'
import type {
  ContactMessage,
  NewsletterSignup,
  NewsletterSubscriber,
  PresentationRequest,
  ServiceSubmission,
} from '../supabase/database.types'

export const E2E_PORT = Number(process.env.E2E_PORT || 3210)
export const SITE_URL = `http://127.0.0.1:${E2E_PORT}`
/** Supabase's data API and Storage (the site's server-only SUPABASE_URL). */
export const SUPABASE_STAND_IN = `http://127.0.0.1:${E2E_PORT + 200}`
/** A real SMTP server (the site's SMTP_URL). */
export const SMTP_PORT = E2E_PORT + 201
/** Where specs read what the stand-ins received. */
export const CONTROL = `http://127.0.0.1:${E2E_PORT + 202}`
/** The origin the production build sends the browser to (NEXT_PUBLIC_SUPABASE_URL at build time, scripts/test.sh). */
export const PUBLIC_SUPABASE = 'https://e2e-project.supabase.co'

export const SECRETS = {
  serviceKey: 'e2e-service-key',
  anonKey: 'e2e-anon-key',
  leadsWebhook: 'e2e-leads-webhook-secret',
  cron: 'e2e-cron-secret',
  smtpUser: 'e2e-smtp-user',
  smtpPass: 'e2e-smtp-pass',
  newsletterToken: 'e2e-newsletter-token-secret-0123456789abcdef',
} as const

/** The lead mail settings the site runs with in the browser tests. */
export const MAIL = {
  from: 'Helix AI <leads@helixai.example>',
  notifyTo: ['sales@helixai.example', 'ops@helixai.example'],
} as const

export interface Mail {
  envelope: {from: string; to: string[]}
  replyTo: string[]
  subject: string
  text: string
  html: string
  /** Every header, lower-case names. */
  headers: Record<string, string>
}

/** Everything the stand-ins have seen, as the control API answers it. */
export interface StandInState {
  leads: ServiceSubmission[]
  messages: ContactMessage[]
  signups: NewsletterSignup[]
  subscribers: NewsletterSubscriber[]
  requests: PresentationRequest[]
  objects: string[]
  calls: StandInCall[]
  /** Each Database Webhook call the stand-in made: the inserted row's id (a lead, a message or a sign-up) and the answer. */
  webhooks: Array<{leadId: string; status: number}>
  mail: Mail[]
}

export async function standInState(): Promise<StandInState> {
  const res = await fetch(`${CONTROL}/state`)
  return (await res.json()) as StandInState
}

import {fileURLToPath} from 'node:url'
import {defineConfig, devices} from '@playwright/test'
import {launchOptions} from './e2e/chromium'
import {CONTROL, E2E_PORT, MAIL, SECRETS, SITE_URL, SMTP_PORT, SUPABASE_STAND_IN} from './e2e/services'

/**
 * Browser tests drive Debian's Chromium against the production build (`npm run build` first; the
 * test command does it). Playwright starts the outside services' stand-ins (e2e/stand-ins.ts:
 * Supabase's data API and Storage, the Database Webhook's call, a real SMTP server) and `npm start`
 * on their own ports, and stops them afterwards.
 */
const PORT = E2E_PORT
export const baseURL = SITE_URL
const root = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Measured on the 2-core machine (docs/testing.md): 2 workers 628 s, 3 workers 586 s. The page
  // probes wait on the browser's frames as much as on the CPU, so a third worker still helps.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  // The contact sheets of the first screens the page probes kept (page-probes.spec.ts).
  globalTeardown: './e2e/contact-sheets.ts',
  // The live-mode tests have their own config (playwright.live.config.ts) and servers; a build under
  // e2e/ (the bench's no-JavaScript floor, e2e/floor/.next) holds copies of the unit tests.
  testIgnore: ['live/**', '**/.next/**'],
  // A failing test's report names its screenshot's file, so nobody runs it again to see what it saw.
  use: {baseURL, trace: 'off', screenshot: 'only-on-failure', launchOptions},
  projects: [{name: 'desktop', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: [
    {
      command: 'npx tsx web/e2e/stand-ins.ts',
      cwd: root,
      env: {E2E_PORT: String(PORT)},
      url: `${CONTROL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npm run start -w web`,
      cwd: root,
      // The webhook secret lets security.spec.ts check /api/revalidate's refusals on the running server;
      // the Supabase URL and service key point the server's Supabase calls at the stand-in; SMTP_URL and
      // the lead secrets let lead-delivery.spec.ts and upload.spec.ts follow a lead to the emails it makes,
      // and forms.spec.ts a message and a sign-up (NEWSLETTER_TOKEN_SECRET signs the confirmation link).
      env: {
        PORT: String(PORT),
        NEXT_PUBLIC_SITE_URL: 'https://www.helixai.example',
        SANITY_REVALIDATE_SECRET: 'e2e-webhook-secret',
        SUPABASE_URL: SUPABASE_STAND_IN,
        SUPABASE_SERVICE_ROLE_KEY: SECRETS.serviceKey,
        SMTP_URL: `smtp://${SECRETS.smtpUser}:${SECRETS.smtpPass}@127.0.0.1:${SMTP_PORT}`,
        LEADS_FROM: MAIL.from,
        LEADS_NOTIFY_TO: MAIL.notifyTo.join(', '),
        LEADS_WEBHOOK_SECRET: SECRETS.leadsWebhook,
        CRON_SECRET: SECRETS.cron,
        NEWSLETTER_TOKEN_SECRET: SECRETS.newsletterToken,
      },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})

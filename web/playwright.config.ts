import {fileURLToPath} from 'node:url'
import {defineConfig, devices} from '@playwright/test'

/**
 * Browser tests drive Debian's Chromium against the production build (`npm run build` first; the
 * test command does it). Playwright starts `npm start` on its own port and stops it afterwards.
 */
const PORT = Number(process.env.E2E_PORT || 3210)
export const baseURL = `http://127.0.0.1:${PORT}`
/** The Supabase stand-in the upload test starts; the server calls it through the server-only SUPABASE_URL. */
const supabaseStubPort = PORT + 200

/** Debian's Chromium, headless, with nothing that reaches out to the network on its own. */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  // The live-mode tests have their own config (playwright.live.config.ts) and servers.
  testIgnore: 'live/**',
  use: {baseURL, trace: 'off', launchOptions},
  projects: [{name: 'desktop', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npm run start -w web`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    // The webhook secret lets security.spec.ts check /api/revalidate's refusals on the running server;
    // the Supabase URL and service key point the upload routes at the test's stand-in Supabase.
    env: {
      PORT: String(PORT),
      NEXT_PUBLIC_SITE_URL: 'https://www.helixai.example',
      SANITY_REVALIDATE_SECRET: 'e2e-webhook-secret',
      SUPABASE_URL: `http://127.0.0.1:${supabaseStubPort}`,
      SUPABASE_SERVICE_ROLE_KEY: 'e2e-service-key',
    },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})

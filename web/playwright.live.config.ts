import {defineConfig, devices} from '@playwright/test'
import {launchOptions} from './e2e/chromium'

/**
 * Browser tests of the path production takes with a live Sanity project: the production build made
 * with NEXT_PUBLIC_SANITY_PROJECT_ID (`npx tsx lake/build-live.ts` writes it to .next-live),
 * reading the local Content Lake (lake/lake.ts) through SANITY_API_HOST, with the
 * signed webhook the stand-in calls on every change. e2e/live/harness.ts starts the stand-in, the live
 * site and, for comparison, the embedded build. The tests change the stand-in's content and make it
 * fail, so they run one at a time, in file order.
 */
export default defineConfig({
  testDir: './e2e/live',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  globalSetup: './e2e/live/harness.ts',
  use: {trace: 'off', screenshot: 'only-on-failure', launchOptions},
  projects: [{name: 'live', use: {...devices['Desktop Chrome'], channel: undefined}}],
})

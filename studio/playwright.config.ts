import {defineConfig, devices} from '@playwright/test'
import {launchOptions} from '@agency/web/e2e/chromium'

/**
 * Browser tests of the Studio, the editors' only tool: the real Studio (`sanity build`, served by
 * `sanity preview`) in Chromium, editing the local Content Lake, with the site's live build following
 * what is published through the signed webhook. e2e/harness.ts starts the three. The tests change the
 * Lake's content, so they run one at a time; the Studio takes 10 to 35 s to show a document's form on
 * a busy machine, hence the long timeouts.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: {timeout: 30_000},
  reporter: [['list']],
  outputDir: '../test-results/studio-output',
  globalSetup: './e2e/harness.ts',
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
    // The Lake's certificate is made for the run, so no browser trusts it: as an editor accepts it once.
    ignoreHTTPSErrors: true,
    viewport: {width: 1440, height: 900},
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {name: 'studio', use: {...devices['Desktop Chrome'], channel: undefined, viewport: {width: 1440, height: 900}}},
  ],
})

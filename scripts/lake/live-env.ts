/**
 * The live-mode test setup in one place: the project the production build is built for, the Content
 * Lake stand-in it talks to (SANITY_API_HOST), and the secrets both sides share. Used by the live
 * build (scripts/lake/build-live.ts) and the live browser tests (web/playwright.live.config.ts).
 */
export const LIVE = {
  projectId: 'e2elive1',
  dataset: 'production',
  /** The Viewer token the site reads drafts with; the stand-in accepts it. */
  readToken: 'e2e-read-token',
  webhookSecret: 'e2e-webhook-secret',
  /** The live build sits beside the embedded one (.next). */
  distDir: '.next-live',
  lakePort: Number(process.env.E2E_LAKE_PORT || 3399),
  lakeControlPort: Number(process.env.E2E_LAKE_CONTROL_PORT || 3398),
  siteUrl: 'https://www.helixai.example',
} as const

export const lakeOrigin = `http://127.0.0.1:${LIVE.lakePort}`
export const lakeControlOrigin = `http://127.0.0.1:${LIVE.lakeControlPort}`

/** The environment of the site in live mode, built and run exactly as a deployment on a real project. */
export function liveSiteEnv(): Record<string, string> {
  return {
    NEXT_PUBLIC_SANITY_PROJECT_ID: LIVE.projectId,
    NEXT_PUBLIC_SANITY_DATASET: LIVE.dataset,
    SANITY_API_HOST: lakeOrigin,
    SANITY_API_READ_TOKEN: LIVE.readToken,
    SANITY_REVALIDATE_SECRET: LIVE.webhookSecret,
    NEXT_DIST_DIR: LIVE.distDir,
    NEXT_PUBLIC_SITE_URL: LIVE.siteUrl,
  }
}

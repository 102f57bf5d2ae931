/**
 * The live-mode test setup in one place: the project the production build is built for, the local
 * Content Lake it talks to (SANITY_API_HOST), the Studio built for the same project (its apiHost), and
 * the secrets all sides share. Used by the live build (lake/build-live.ts), the Studio's build for the
 * browser tests (studio/e2e/build.ts), the live browser tests (web/playwright.live.config.ts) and the
 * Studio's browser tests (studio/playwright.config.ts).
 */
export const LIVE = {
  projectId: 'e2elive1',
  dataset: 'production',
  /** The Viewer token the site reads drafts with; the Lake accepts it. */
  readToken: 'e2e-read-token',
  webhookSecret: 'e2e-webhook-secret',
  /** The live build sits beside the embedded one (.next). */
  distDir: '.next-live',
  lakePort: Number(process.env.E2E_LAKE_PORT || 3399),
  lakeControlPort: Number(process.env.E2E_LAKE_CONTROL_PORT || 3398),
  /** The Lake's HTTPS port, for the Studio (its apiHost). */
  lakeTlsPort: Number(process.env.E2E_LAKE_TLS_PORT || 3397),
  /** The built Studio (sanity preview) and the live site beside it, in the Studio's browser tests. */
  studioPort: Number(process.env.E2E_STUDIO_PORT || 3396),
  studioSitePort: Number(process.env.E2E_STUDIO_SITE_PORT || 3230),
  siteUrl: 'https://www.helixai.example',
} as const

export const lakeOrigin = `http://127.0.0.1:${LIVE.lakePort}`
export const lakeControlOrigin = `http://127.0.0.1:${LIVE.lakeControlPort}`
export const studioOrigin = `http://localhost:${LIVE.studioPort}`

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
    // The Studio the tests drive may frame the site (Presentation) and is where click-to-edit links go.
    NEXT_PUBLIC_SANITY_STUDIO_URL: studioOrigin,
    // No Supabase project, as `npm run studio` has none: the site keeps leads in its local Supabase.
    NEXT_PUBLIC_SUPABASE_URL: '',
    NEXT_PUBLIC_SUPABASE_ANON_KEY: '',
  }
}

/**
 * The Studio's build for the browser tests: the same project as the live build, on the Lake's HTTPS
 * port, previewing the live site. As any deployment sets SANITY_STUDIO_API_HOST to put a proxy in
 * front of the Lake.
 */
export function studioBuildEnv(): Record<string, string> {
  return {
    SANITY_STUDIO_PROJECT_ID: LIVE.projectId,
    SANITY_STUDIO_DATASET: LIVE.dataset,
    SANITY_STUDIO_API_HOST: `https://localhost:${LIVE.lakeTlsPort}`,
    SANITY_STUDIO_PREVIEW_URL: `http://localhost:${LIVE.studioSitePort}`,
  }
}

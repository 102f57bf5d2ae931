/**
 * Global setup of the live-mode browser tests (playwright.live.config.ts):
 *   1. the local Content Lake (lake/lake.ts), on LIVE.lakePort (data API) and LIVE.lakeControlPort (control API),
 *      calling the live site's webhook after every change, with the README's filter and projection;
 *   2. the live build (.next-live), copied first so the tests' publishes never change the build
 *      itself, served by `next start` with the live environment; its output goes to a log file the
 *      tests read (LIVE_LOG);
 *   3. a copy of the embedded build (.next), to compare what both show.
 * Returns the teardown.
 */
import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {LIVE, liveSiteEnv} from '@agency/lake/live-env'
import {startLocalLake} from '@agency/lake/lake'
import {WEBHOOK_FILTER, WEBHOOK_PROJECTION} from '@agency/schemas/lib/webhook'
import {copyBuild, startNextServer} from '../scratch-server'

const web = fileURLToPath(new URL('../..', import.meta.url))
export const LIVE_PORT = Number(process.env.E2E_LIVE_PORT || 3220)
export const EMBEDDED_PORT = LIVE_PORT + 1
/** The copy of the live build the tests run (gitignored with web/.next-*). */
const RUN_DIR = `${LIVE.distDir}-run`

export default async function setup() {
  const built = path.join(web, LIVE.distDir)
  if (!existsSync(path.join(built, 'BUILD_ID')))
    throw new Error(`No live-mode build in web/${LIVE.distDir}: run "npx tsx lake/build-live.ts" first.`)
  copyBuild(web, LIVE.distDir, RUN_DIR)

  const liveBase = `http://127.0.0.1:${LIVE_PORT}`
  const lake = await startLocalLake({
    projectId: LIVE.projectId,
    dataset: LIVE.dataset,
    seedFile: path.join(web, '../studio/seed/production.ndjson'),
    port: LIVE.lakePort,
    controlPort: LIVE.lakeControlPort,
    tokens: [LIVE.readToken],
    webhooks: [
      {
        url: `${liveBase}/api/revalidate`,
        secret: LIVE.webhookSecret,
        filter: WEBHOOK_FILTER,
        projection: WEBHOOK_PROJECTION,
      },
    ],
  })

  const logs = mkdtempSync(path.join(tmpdir(), 'live-e2e-'))
  const embeddedDir = copyBuild(
    web,
    process.env.NEXT_DIST_DIR || '.next',
    `${process.env.NEXT_DIST_DIR || '.next'}-compare`,
  )
  const [live, embedded] = await Promise.all([
    startNextServer(LIVE_PORT, {...liveSiteEnv(), NEXT_DIST_DIR: RUN_DIR}, path.join(logs, 'live.log')),
    startNextServer(
      EMBEDDED_PORT,
      {NEXT_PUBLIC_SITE_URL: LIVE.siteUrl, NEXT_DIST_DIR: embeddedDir},
      path.join(logs, 'embedded.log'),
    ),
  ])
  process.env.LIVE_BASE = liveBase
  process.env.EMBEDDED_BASE = `http://127.0.0.1:${EMBEDDED_PORT}`
  process.env.LAKE_CONTROL = lake.controlOrigin
  process.env.LAKE_CONTROL_SECRET = lake.controlSecret
  process.env.LIVE_LOG = path.join(logs, 'live.log')

  return async () => {
    live.server.kill('SIGTERM')
    embedded.server.kill('SIGTERM')
    await lake.stop()
    rmSync(path.join(web, RUN_DIR), {recursive: true, force: true})
    rmSync(path.join(web, embeddedDir), {recursive: true, force: true})
  }
}

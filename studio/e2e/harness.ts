/**
 * Global setup of the Studio's browser tests (studio/playwright.config.ts): the parts an editor's
 * publish passes through, each the real one.
 *   1. The local Content Lake (lake/lake.ts) holding the seed: plain HTTP on LIVE.lakePort for the
 *      site, HTTPS with HTTP/2 on LIVE.lakeTlsPort for the Studio (a certificate made for the run),
 *      the control API on LIVE.lakeControlPort. It calls the site's webhook after every publish.
 *   2. A copy of the site's live build (web/.next-live, `lake/build-live.ts`) served by `next start`.
 *   3. The Studio as `sanity build` made it (studio/dist, `studio/e2e/build.ts`), served by
 *      `sanity preview`, whose apiHost is the Lake's HTTPS address.
 * The addresses reach the specs through the environment (STUDIO_BASE, LIVE_BASE, LAKE_CONTROL and the
 * control API's secret, LAKE_CONTROL_SECRET). The site keeps leads in its local Supabase, inside its
 * build copy; `POST $SITE_CONTROL/restart` stops the site and starts it again on the same copy, as a
 * deploy or a crash would (the Leads tool's marks must survive it).
 */
import {spawn} from 'node:child_process'
import {once} from 'node:events'
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {startLocalLake} from '@agency/lake/lake'
import {LIVE, liveSiteEnv, studioOrigin} from '@agency/lake/live-env'
import {lakeCertificate} from '@agency/lake/tls'
import {WEBHOOK_FILTER, WEBHOOK_PROJECTION} from '@agency/schemas/lib/webhook'
import {copyBuild, startNextServer} from '@agency/web/e2e/scratch-server'

const studio = fileURLToPath(new URL('..', import.meta.url))
const web = path.join(studio, '../web')
const RUN_DIR = `${LIVE.distDir}-studio`

async function waitFor(url: string, what: string, log: () => string) {
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within 60 s:\n${log()}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

export default async function setup() {
  if (!existsSync(path.join(web, LIVE.distDir, 'BUILD_ID')))
    throw new Error(`No live-mode build in web/${LIVE.distDir}: run "npx tsx lake/build-live.ts" first.`)
  if (!existsSync(path.join(studio, 'dist/index.html')))
    throw new Error('No Studio build in studio/dist: run "npx tsx studio/e2e/build.ts" first.')
  copyBuild(web, LIVE.distDir, RUN_DIR)

  const scratch = mkdtempSync(path.join(tmpdir(), 'studio-e2e-'))
  const siteBase = `http://localhost:${LIVE.studioSitePort}`
  const lake = await startLocalLake({
    projectId: LIVE.projectId,
    dataset: LIVE.dataset,
    seedFile: path.join(studio, 'seed/production.ndjson'),
    port: LIVE.lakePort,
    tlsPort: LIVE.lakeTlsPort,
    controlPort: LIVE.lakeControlPort,
    tls: await lakeCertificate(path.join(scratch, 'tls'), LIVE.projectId),
    tokens: [LIVE.readToken],
    // The Studio, and the site in draft mode (its live updates of drafts read the Lake from the browser).
    corsOrigins: [studioOrigin, siteBase],
    studioUrl: studioOrigin,
    webhooks: [
      {
        url: `${siteBase}/api/revalidate`,
        secret: LIVE.webhookSecret,
        filter: WEBHOOK_FILTER,
        projection: WEBHOOK_PROJECTION,
      },
    ],
  })
  const startSite = () =>
    startNextServer(LIVE.studioSitePort, {...liveSiteEnv(), NEXT_DIST_DIR: RUN_DIR}, path.join(scratch, 'site.log'))
  let site = await startSite()
  const siteControl = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/restart') return res.writeHead(404).end()
    const exited = once(site.server, 'exit')
    site.server.kill('SIGTERM')
    await exited
    site = await startSite()
    res.writeHead(200).end('restarted')
  })
  siteControl.listen(0, '127.0.0.1')
  await once(siteControl, 'listening')
  let studioLog = ''
  const preview = spawn('npx', ['sanity', 'preview', '--port', String(LIVE.studioPort)], {
    cwd: studio,
    env: {...process.env, DO_NOT_TRACK: '1'},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  for (const stream of [preview.stdout, preview.stderr]) stream?.on('data', (d: Buffer) => (studioLog += d))
  await waitFor(`${studioOrigin}/`, 'The Studio (sanity preview)', () => studioLog)

  process.env.STUDIO_BASE = studioOrigin
  process.env.LIVE_BASE = siteBase
  process.env.SITE_CONTROL = `http://127.0.0.1:${(siteControl.address() as AddressInfo).port}`
  process.env.LAKE_CONTROL = lake.controlOrigin
  process.env.LAKE_CONTROL_SECRET = lake.controlSecret
  process.env.LAKE_BROWSER_ORIGIN = `https://localhost:${LIVE.lakeTlsPort}`
  process.env.LIVE_LOG = path.join(scratch, 'site.log')
  process.env.STUDIO_SHOTS = path.join(studio, '../test-results/studio')

  return async () => {
    try {
      if (preview.pid) process.kill(-preview.pid, 'SIGTERM')
    } catch {
      // already stopped
    }
    siteControl.close()
    site.server.kill('SIGTERM')
    await lake.stop()
    rmSync(path.join(web, RUN_DIR), {recursive: true, force: true})
    rmSync(scratch, {recursive: true, force: true})
  }
}

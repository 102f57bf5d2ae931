/**
 * The local Content Lake on its own:
 *
 *   npm run lake          serve it (the addresses in config.ts), over the working copy in .lake/
 *   npm run lake:reset    throw the working copy away: the next start copies the embedded content again
 *
 * `npm run studio` starts it together with the Studio and the site (dev.ts); this is for running the
 * site or a script against it by hand. With LAKE_WEBHOOK_URL and LAKE_WEBHOOK_SECRET it calls that
 * webhook after every publish, with the README's filter and projection.
 */
import {fileURLToPath} from 'node:url'
import {WEBHOOK_FILTER, WEBHOOK_PROJECTION} from '@agency/schemas/lib/webhook'
import {LOCAL_LAKE} from './config'
import {startLocalLake} from './lake'
import {lakeCertificate} from './tls'
import {WorkingCopy} from './working-copy'

const root = fileURLToPath(new URL('..', import.meta.url))
export const LAKE_DIR = `${root}.lake`
export const workingCopyDir = `${LAKE_DIR}/${LOCAL_LAKE.dataset}`
export const tlsDir = `${LAKE_DIR}/tls`
export const seedFile = `${root}studio/seed/production.ndjson`

/** Starts the local Lake on its usual ports, over the working copy; `tokens` may read drafts and write. */
export async function startDevLake(opts: {tokens: string[]; webhook?: {url: string; secret: string}}) {
  const tls = await lakeCertificate(tlsDir, LOCAL_LAKE.projectId)
  const studioUrl = `http://localhost:${LOCAL_LAKE.studioPort}`
  const lake = await startLocalLake({
    projectId: LOCAL_LAKE.projectId,
    dataset: LOCAL_LAKE.dataset,
    seedFile,
    workingCopy: workingCopyDir,
    port: LOCAL_LAKE.port,
    tlsPort: LOCAL_LAKE.tlsPort,
    controlPort: LOCAL_LAKE.controlPort,
    tls,
    tokens: opts.tokens,
    corsOrigins: [studioUrl, `http://127.0.0.1:${LOCAL_LAKE.studioPort}`, `http://localhost:${LOCAL_LAKE.sitePort}`],
    studioUrl,
    webhooks: opts.webhook ? [{...opts.webhook, filter: WEBHOOK_FILTER, projection: WEBHOOK_PROJECTION}] : [],
  })
  return {lake, tls}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--reset')) {
    new WorkingCopy(workingCopyDir).reset()
    console.log(
      `The local Content Lake's working copy is gone (${workingCopyDir}): its next start copies the embedded content.`,
    )
    process.exit(0)
  }
  const url = process.env.LAKE_WEBHOOK_URL
  const secret = process.env.LAKE_WEBHOOK_SECRET
  const {lake, tls} = await startDevLake({
    tokens: process.env.LAKE_TOKEN ? [process.env.LAKE_TOKEN] : [],
    webhook: url && secret ? {url, secret} : undefined,
  })
  console.log(`Local Content Lake: ${lake.store.size} documents from ${workingCopyDir}
  for browsers (the Studio's apiHost): ${lake.browserOrigin}  (certificate authority: ${tls.caFile})
  for servers (SANITY_API_HOST):       ${lake.apiOrigin}
  control API:                         ${lake.controlOrigin}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      void lake.stop().then(() => process.exit(0))
    })
}

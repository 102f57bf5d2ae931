/**
 * The local Content Lake on its own:
 *
 *   npm run lake          serve it (the addresses in config.ts), over the working copy in .lake/
 *   npm run lake:reset    back to the embedded content: a running Lake is reset through its control
 *                         API; with none running, the working copy is thrown away and the next start
 *                         copies the embedded content again
 *
 * `npm run studio` starts it together with the Studio and the site (dev.ts); this is for running the
 * site or a script against it by hand. With LAKE_WEBHOOK_URL and LAKE_WEBHOOK_SECRET it calls that
 * webhook after every publish, with the README's filter and projection.
 *
 * While it runs, the control API's secret is in .lake/control-secret (owner-only, new at each start):
 * the project's tools read it there, and so can you (`Authorization: Bearer $(cat .lake/control-secret)`).
 */
import {rmSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {WEBHOOK_FILTER, WEBHOOK_PROJECTION} from '@agency/schemas/lib/webhook'
import {LOCAL_LAKE} from './config'
import {callControl} from './control-client'
import {startLocalLake} from './lake'
import {readSecretFile} from './private-files'
import {lakeCertificate} from './tls'
import {WorkingCopy} from './working-copy'

const root = fileURLToPath(new URL('..', import.meta.url))
export const LAKE_DIR = `${root}.lake`
export const workingCopyDir = `${LAKE_DIR}/${LOCAL_LAKE.dataset}`
export const tlsDir = `${LAKE_DIR}/tls`
/** The running Lake's control secret, beside the dataset (not in it: a reset empties the dataset's folder). */
export const controlSecretFile = `${LAKE_DIR}/control-secret`
export const seedFile = `${root}studio/seed/production.ndjson`

/** Starts the local Lake on its usual ports, over the working copy; `tokens` may read drafts (Viewer robot tokens). */
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
    controlSecretFile,
    tls,
    tokens: opts.tokens,
    corsOrigins: [studioUrl, `http://127.0.0.1:${LOCAL_LAKE.studioPort}`, `http://localhost:${LOCAL_LAKE.sitePort}`],
    studioUrl,
    webhooks: opts.webhook ? [{...opts.webhook, filter: WEBHOOK_FILTER, projection: WEBHOOK_PROJECTION}] : [],
  })
  return {lake, tls}
}

const refused = (error: unknown) => (error as {cause?: {code?: string}})?.cause?.code === 'ECONNREFUSED'

/**
 * `npm run lake:reset`. A running Lake holds the documents in memory and would keep serving them, so
 * it is reset through its control API; only with no Lake running is the working copy removed.
 * Returns the exit code.
 */
export async function resetLake(
  where = {controlOrigin: `http://127.0.0.1:${LOCAL_LAKE.controlPort}`, controlSecretFile, workingCopyDir},
): Promise<number> {
  const {controlOrigin} = where
  const secret = readSecretFile(where.controlSecretFile)
  try {
    if (secret) {
      const {documents} = await callControl<{documents: number}>({origin: controlOrigin, secret}, 'POST', '/reset')
      console.log(`The running local Content Lake is back to the embedded content (${documents} documents).`)
      return 0
    }
    // No secret: no Lake of this version runs. Anything still answering on the control port is refused.
    await fetch(`${controlOrigin}/health`)
    console.error(
      `Not reset: something answers on ${controlOrigin} but left no .lake/control-secret (a Lake of an older version?). Stop it, then run npm run lake:reset again.`,
    )
    return 1
  } catch (error) {
    if (!refused(error)) {
      console.error(
        `Not reset: the running Lake refused (${(error as Error).message}). Stop it (Ctrl-C where it runs), then run npm run lake:reset again.`,
      )
      return 1
    }
  }
  // Nothing listens: a secret left behind is from a Lake that did not stop cleanly.
  rmSync(where.controlSecretFile, {force: true})
  new WorkingCopy(where.workingCopyDir).reset()
  console.log(
    `The local Content Lake's working copy is gone (${where.workingCopyDir}): its next start copies the embedded content.`,
  )
  return 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--reset')) process.exit(await resetLake())
  const url = process.env.LAKE_WEBHOOK_URL
  const secret = process.env.LAKE_WEBHOOK_SECRET
  const {lake, tls} = await startDevLake({
    tokens: process.env.LAKE_TOKEN ? [process.env.LAKE_TOKEN] : [],
    webhook: url && secret ? {url, secret} : undefined,
  })
  console.log(`Local Content Lake: ${lake.store.size} documents from ${workingCopyDir}
  for browsers (the Studio's apiHost): ${lake.browserOrigin}  (certificate authority: ${tls.caFile})
  for servers (SANITY_API_HOST):       ${lake.apiOrigin}
  control API:                         ${lake.controlOrigin}  (Authorization: Bearer <${controlSecretFile}>)`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      void lake.stop().then(() => process.exit(0))
    })
}

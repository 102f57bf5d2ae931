/**
 * Runs the Content Lake stand-in (scripts/lake/stand-in.ts) until stopped, to run the site in live
 * mode by hand: `npx tsx scripts/lake/serve.ts`, then start the site with the environment of
 * scripts/lake/live-env.ts (SANITY_API_HOST pointing here). With LAKE_WEBHOOK_URL it calls the site's
 * webhook after each change, with the README's filter and projection, signed with SANITY_REVALIDATE_SECRET's value.
 */
import {fileURLToPath} from 'node:url'
import {WEBHOOK_FILTER, WEBHOOK_PROJECTION} from '@agency/web/content/webhook'
import {LIVE} from './live-env'
import {startLakeStandIn} from './stand-in'

const webhookUrl = process.env.LAKE_WEBHOOK_URL
const lake = await startLakeStandIn({
  projectId: LIVE.projectId,
  dataset: LIVE.dataset,
  datasetFile: fileURLToPath(new URL('../../studio/seed/production.ndjson', import.meta.url)),
  port: LIVE.lakePort,
  controlPort: LIVE.lakeControlPort,
  tokens: [LIVE.readToken],
  webhooks: webhookUrl
    ? [{url: webhookUrl, secret: LIVE.webhookSecret, filter: WEBHOOK_FILTER, projection: WEBHOOK_PROJECTION}]
    : [],
})
console.log(`Content Lake stand-in: API ${lake.apiOrigin}, control ${lake.controlOrigin}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void lake.stop().then(() => process.exit(0))
  })

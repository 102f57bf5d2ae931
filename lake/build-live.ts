/**
 * Builds the site in live mode for the browser tests: NEXT_PUBLIC_SANITY_PROJECT_ID set, reading the
 * local Content Lake (the seed, in memory) through SANITY_API_HOST, into web/.next-live. The build
 * prerenders every page from the Lake, so it runs while this script serves it.
 */
import {spawn} from 'node:child_process'
import {rmSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import {LIVE, liveSiteEnv} from './live-env'
import {startLocalLake} from './lake'

const root = fileURLToPath(new URL('..', import.meta.url))
// Next.js keeps fetched data between builds; a build for the tests reads everything from the Lake.
for (const kept of ['fetch-cache', 'content-last-good'])
  rmSync(`${root}web/${LIVE.distDir}/cache/${kept}`, {recursive: true, force: true})
const lake = await startLocalLake({
  projectId: LIVE.projectId,
  dataset: LIVE.dataset,
  seedFile: `${root}studio/seed/production.ndjson`,
  port: LIVE.lakePort,
  controlPort: LIVE.lakeControlPort,
  tokens: [LIVE.readToken],
})
let status = 1
try {
  // Not spawnSync: the Lake answers the build from this process's event loop.
  const build = spawn('npm', ['run', 'build', '--silent', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, ...liveSiteEnv()},
  })
  status = await new Promise<number>((resolve) => build.on('close', (code) => resolve(code ?? 1)))
} finally {
  await lake.stop()
}
console.log(
  `Live-mode build: ${status === 0 ? 'done' : 'FAILED'} (web/${LIVE.distDir}, ${lake.requests.length} reads of the Lake)`,
)
process.exit(status)

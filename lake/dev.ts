/**
 * `npm run studio`: the Studio on this machine, with no account.
 *
 * Without SANITY_STUDIO_PROJECT_ID it starts three things that work as production does:
 *   1. the local Content Lake (lake.ts) over the working copy in .lake/: https://localhost:3334;
 *   2. the site in development, reading that Lake as a live project (SANITY_API_HOST), with the signed
 *      webhook the Lake calls after every publish: http://localhost:3000, on loopback only;
 *   3. the Studio (sanity dev), whose apiHost is the Lake: http://localhost:3333.
 * The read token and the webhook secret are made anew at each start: only these three processes share them.
 * Once the three are started it asks the site for its first pages, so their first compile is done
 * before an editor opens them, and says when the site is ready.
 *
 * With SANITY_STUDIO_PROJECT_ID set it runs `sanity dev` alone, against that hosted project.
 */
import {type ChildProcess, spawn} from 'node:child_process'
import {randomBytes} from 'node:crypto'
import {fileURLToPath} from 'node:url'
import {startDevLake} from './cli'
import {LOCAL_LAKE} from './config'

const root = fileURLToPath(new URL('..', import.meta.url))
const children: ChildProcess[] = []

function run(name: string, args: string[], env: Record<string, string>, cwd = root) {
  const child = spawn('npm', args, {cwd, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']})
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
    })
  child.on('exit', (code) => {
    console.log(`[${name}] stopped (${code ?? 'signal'}); stopping the others`)
    shutdown(code ?? 1)
  })
  children.push(child)
  return child
}

let stopping = false
let stopLake: () => Promise<void> = async () => undefined
function shutdown(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  void stopLake().then(() => process.exit(code))
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(0))

if (process.env.SANITY_STUDIO_PROJECT_ID) {
  console.log(
    `Studio for the hosted project ${process.env.SANITY_STUDIO_PROJECT_ID}: http://localhost:${LOCAL_LAKE.studioPort}`,
  )
  run('studio', ['run', 'dev', '-w', 'studio'], {})
} else {
  const readToken = `local-read-${randomBytes(18).toString('base64url')}`
  const webhookSecret = randomBytes(24).toString('base64url')
  const site = `http://localhost:${LOCAL_LAKE.sitePort}`
  const studio = `http://localhost:${LOCAL_LAKE.studioPort}`
  const {lake, tls} = await startDevLake({
    tokens: [readToken],
    webhook: {url: `http://127.0.0.1:${LOCAL_LAKE.sitePort}/api/revalidate`, secret: webhookSecret},
  })
  stopLake = () => lake.stop()
  // On loopback only (next dev listens on every interface by default): the site reads drafts with the token.
  run('site', ['run', 'dev', '-w', 'web', '--', '-p', String(LOCAL_LAKE.sitePort), '-H', '127.0.0.1'], {
    NEXT_PUBLIC_SANITY_PROJECT_ID: LOCAL_LAKE.projectId,
    NEXT_PUBLIC_SANITY_DATASET: LOCAL_LAKE.dataset,
    SANITY_API_HOST: lake.apiOrigin,
    SANITY_API_READ_TOKEN: readToken,
    SANITY_REVALIDATE_SECRET: webhookSecret,
    NEXT_PUBLIC_SANITY_STUDIO_URL: studio,
  })
  run('studio', ['run', 'dev', '-w', 'studio', '--', '--port', String(LOCAL_LAKE.studioPort)], {
    SANITY_STUDIO_PREVIEW_URL: site,
  })
  console.log(`
The local Content Lake holds ${lake.store.size} documents (.lake/${LOCAL_LAKE.dataset}; npm run lake:reset starts again from the seed).

  1. The first time, open ${lake.browserOrigin}/ and accept the certificate, then follow its link to
     ${lake.projectOrigin}/ and accept it there too: your browser is told once per host name.
     (Or trust ${tls.caFile} as a certificate authority and skip the warnings.)
  2. The Studio:  ${studio}   (log in with "Local Content Lake": a name is all it asks)
  3. The site:    ${site}   (shows what you publish within seconds; its first start compiles it, which takes a minute or two)
`)
  void warmUp(`http://127.0.0.1:${LOCAL_LAKE.sitePort}`, site)
}

/**
 * Asks the site for the redirect list and the home page, so next dev compiles them now rather than
 * on an editor's first visit, then says the site is ready.
 */
async function warmUp(origin: string, site: string) {
  const started = Date.now()
  for (const route of ['/api/redirects', '/']) {
    for (;;) {
      if (stopping) return
      try {
        await fetch(`${origin}${route}`, {signal: AbortSignal.timeout(300_000)})
        break
      } catch {
        // not listening yet
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
  }
  console.log(`The site is ready: ${site} (compiled in ${Math.round((Date.now() - started) / 1000)} s)`)
}

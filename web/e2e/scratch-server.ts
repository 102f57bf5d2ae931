import {type ChildProcess, spawn} from 'node:child_process'
import {copyFileSync, cpSync, createWriteStream, mkdtempSync, rmSync, symlinkSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const web = fileURLToPath(new URL('..', import.meta.url))
const seed = path.join(web, '../studio/seed')

/**
 * Copies a production build (web/<from>) to web/<to> for a second server that publishes content, so
 * its re-rendered pages never change the build the other tests' server reads: everything `next start`
 * needs, with the build's data cache and last good answers, without the compiler's caches and the
 * standalone output. File times are kept, as a deploy should keep them: they date the build's pages,
 * and a page that looked newer than a publish would not be re-rendered for it (docs/deploying.md,
 * "Several servers"). Returns the copy's directory name, for NEXT_DIST_DIR.
 */
export function copyBuild(webDir: string, from: string, to: string): string {
  const source = path.join(webDir, from)
  const target = path.join(webDir, to)
  rmSync(target, {recursive: true, force: true})
  // A server's local Supabase lives in its build (supabase/local/env.ts): a copy starts without it.
  const skipped = new Set([
    'standalone',
    'trace',
    'trace-build',
    'turbopack',
    path.join('cache', 'turbopack'),
    'local-supabase',
  ])
  cpSync(source, target, {
    recursive: true,
    preserveTimestamps: true,
    filter: (file) => !skipped.has(path.relative(source, file)),
  })
  return to
}

export interface ScratchServer {
  /** http://127.0.0.1:<port> */
  base: string
  /** The server's embedded dataset: a copy of the seed the test may change (CONTENT_DATASET_PATH). */
  dataset: string
  /** Its copy of the build (NEXT_DIST_DIR), an absolute path: where it keeps what it renders. */
  dir: string
  /** What the server printed so far, for a failure's message. */
  log: () => string
  /** Stops the server and removes the dataset's copy and the build's. */
  stop: () => Promise<void>
}

/**
 * A second `next start` on its own copy of the embedded build (`<dist>-<name>`), reading a scratch copy
 * of the seed dataset, for tests that publish content and call the webhook (secret `webhookSecret`)
 * without touching what the other tests' server shows. Resolves once the server answers.
 */
export async function startScratchServer(opts: {
  name: string
  port: number
  webhookSecret: string
}): Promise<ScratchServer> {
  const scratch = mkdtempSync(path.join(tmpdir(), `${opts.name}-`))
  const dataset = path.join(scratch, 'production.ndjson')
  copyFileSync(path.join(seed, 'production.ndjson'), dataset)
  symlinkSync(path.join(seed, 'images'), path.join(scratch, 'images'))
  const dist = copyBuild(
    web,
    process.env.NEXT_DIST_DIR || '.next',
    `${process.env.NEXT_DIST_DIR || '.next'}-${opts.name}`,
  )
  let log = ''
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(web, '../node_modules/next/dist/bin/next'), 'start', '-p', String(opts.port)],
    {
      cwd: web,
      env: {
        ...process.env,
        NEXT_DIST_DIR: dist,
        CONTENT_DATASET_PATH: dataset,
        NEXT_PUBLIC_SITE_URL: 'https://www.helixai.example',
        SANITY_REVALIDATE_SECRET: opts.webhookSecret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  server.stdout?.on('data', (d) => (log += d))
  server.stderr?.on('data', (d) => (log += d))
  const exited = new Promise<void>((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) resolve()
    else server.once('exit', () => resolve())
  })
  // The server writes its page cache into its build copy until it has exited: removing the copy
  // before then failed once with ENOTEMPTY (a file written while the directory was being emptied).
  const stop = async () => {
    server.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
    rmSync(scratch, {recursive: true, force: true, maxRetries: 5})
    rmSync(path.join(web, dist), {recursive: true, force: true, maxRetries: 5})
  }
  const base = `http://127.0.0.1:${opts.port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The second server (${opts.name}) did not start:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {base, dataset, dir: path.join(web, dist), log: () => log, stop}
}

/**
 * `next start` on `port` with `env` (NEXT_DIST_DIR names the build), its output written to `logFile`
 * as it comes. Resolves once /robots.txt answers; throws with the log if the server exits or takes
 * more than 60 s.
 */
export async function startNextServer(port: number, env: Record<string, string>, logFile: string) {
  const out = createWriteStream(logFile)
  const server = spawn(
    process.execPath,
    [path.join(web, '../node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      cwd: web,
      env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let text = ''
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (d: Buffer) => {
      text += d
      out.write(d)
    })
  const log = () => text
  const url = `http://127.0.0.1:${port}/robots.txt`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server for ${url} exited:\n${log()}`)
    try {
      if ((await fetch(url)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s:\n${log()}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return {server, log}
}

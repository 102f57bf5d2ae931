/**
 * More servers of the live build, for the tests of publishing across restarts and several servers
 * (restart.spec.ts, cluster.spec.ts): each `next start` on its own copy of the build (its own disk,
 * as a separate machine has), with the live environment and whatever the test adds (REDIS_URL).
 *
 * The Content Lake stand-in calls one webhook, the harness's live server's. A test that publishes
 * for these servers forwards the stand-in's deliveries to the server it chooses, signed as Sanity
 * signs them (`publishTo`): a webhook reaches one server, as behind a load balancer.
 */
import {type ChildProcess, spawn} from 'node:child_process'
import {existsSync, rmSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {LIVE, liveSiteEnv} from '@agency/lake/live-env'
import {encodeSignatureHeader} from '@sanity/webhook'
import {copyBuild} from '../scratch-server'
import {deliveries, publish} from './lake'

const web = fileURLToPath(new URL('../..', import.meta.url))
const next = path.join(web, '../node_modules/next/dist/bin/next')

export interface LiveServer {
  base: string
  /** The build copy's directory, under web/ (NEXT_DIST_DIR). */
  dir: string
  /** Everything it printed since it (re)started. */
  log: () => string
  /** How many lines of its output match. */
  lines: (pattern: RegExp) => number
  /** Stops the process: SIGKILL is a crash, SIGTERM a deploy's stop. */
  stop: (signal?: NodeJS.Signals) => Promise<void>
  /** Starts it again on the same copy of the build (its disk kept). */
  restart: () => Promise<void>
  /** Stops it and removes its copy of the build. */
  remove: () => Promise<void>
}

/** Debian's libfaketime (package faketime), for threaded programs such as Node. */
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1'

/** The environment that runs a process, and every process it starts, with its clock `offset` ahead. */
function clockAheadEnv(offset: string): Record<string, string> {
  if (!existsSync(LIBFAKETIME)) throw new Error(`${LIBFAKETIME} is missing: apt-get install faketime`)
  return {LD_PRELOAD: LIBFAKETIME, FAKETIME: offset, FAKETIME_DONT_RESET: '1'}
}

/** Starts `next start` for a fresh copy of the live build (`.next-live-<name>`), and waits until it answers. */
export async function startLiveServer(opts: {
  name: string
  port: number
  env?: Record<string, string>
  /** Changes the copy before it starts (a different BUILD_ID, say). */
  prepare?: (dir: string) => void
  /** Runs it with its clock this far ahead (libfaketime's offset, such as '+30d'): a machine whose clock is wrong. */
  clockAhead?: string
}): Promise<LiveServer> {
  const dir = copyBuild(web, LIVE.distDir, `${LIVE.distDir}-${opts.name}`)
  opts.prepare?.(path.join(web, dir))
  const base = `http://127.0.0.1:${opts.port}`
  let child: ChildProcess | undefined
  let output = ''

  const start = async () => {
    output = ''
    const started = spawn(process.execPath, [next, 'start', '-p', String(opts.port)], {
      cwd: web,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        ...liveSiteEnv(),
        NEXT_DIST_DIR: dir,
        ...opts.env,
        ...(opts.clockAhead ? clockAheadEnv(opts.clockAhead) : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = started
    for (const stream of [started.stdout, started.stderr]) stream?.on('data', (d: Buffer) => (output += d))
    const deadline = Date.now() + 60_000
    for (;;) {
      if (started.exitCode !== null) throw new Error(`The server ${opts.name} exited:\n${output}`)
      try {
        if ((await fetch(`${base}/robots.txt`)).ok) return
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`The server ${opts.name} did not answer within 60 s:\n${output}`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill(signal)
    await exited
  }
  await start()
  return {
    base,
    dir,
    log: () => output,
    lines: (pattern) => output.split('\n').filter((l) => pattern.test(l)).length,
    stop,
    restart: start,
    remove: async () => {
      await stop()
      rmSync(path.join(web, dir), {recursive: true, force: true})
    },
  }
}

/**
 * Publishes through the Content Lake stand-in, then delivers the webhook calls it made to `base`,
 * signed with the live site's secret, and waits for their answers (which must be 200). Returns when
 * the last one answered.
 */
export async function publishTo(base: string, mutations: unknown[]): Promise<{webhookAnsweredAt: number}> {
  const before = (await deliveries()).length
  await publish(mutations)
  for (const {body} of (await deliveries()).slice(before)) {
    const text = JSON.stringify(body)
    const res = await fetch(`${base}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(text, Date.now(), LIVE.webhookSecret),
      },
      body: text,
    })
    if (res.status !== 200) throw new Error(`The webhook to ${base} answered ${res.status}: ${await res.text()}`)
  }
  return {webhookAnsweredAt: Date.now()}
}

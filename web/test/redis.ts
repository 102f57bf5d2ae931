/**
 * A throwaway Redis for tests: Debian's `redis-server` on loopback, in a temporary directory, with
 * no persistence, stopped (and its directory removed) after. Like web/test/postgres.ts, a real
 * server, never a mock: the shared cache's tests make it refuse connections (stop), answer slowly
 * (CLIENT PAUSE) and come back (start again on the same port, empty, as a restarted Redis without
 * persistence is).
 *
 * As a Vitest global setup (vitest.config.ts) it sets REDIS_TEST_URL for the tests; browser tests
 * call startRedis() themselves.
 */
import {type ChildProcess, execFileSync, spawn} from 'node:child_process'
import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import net from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'

const BINARY = '/usr/bin/redis-server'

export interface TestRedis {
  /** redis://127.0.0.1:<port> */
  url: string
  port: number
  /** Stops the server: connections are refused until start(). */
  stop: () => Promise<void>
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>
  /** Runs one command with redis-cli and returns its output (CLIENT PAUSE, FLUSHALL, KEYS...). */
  cli: (...args: string[]) => string
  /** Stops it for good and removes its directory. */
  close: () => Promise<void>
}

function binary(): string {
  if (!existsSync(BINARY))
    throw new Error(
      `redis-server not found at ${BINARY}. Install Debian's "redis-server" package (apt-get install redis-server).`,
    )
  return BINARY
}

/** A loopback port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.write('PING\r\n')
      socket.once('data', (d) => {
        socket.destroy()
        resolve(d.toString().startsWith('+PONG'))
      })
    })
    socket.once('error', () => resolve(false))
  })
}

/** Starts redis-server on `port` (a free one by default) and waits until it answers PING. */
export async function startRedis(options: {port?: number} = {}): Promise<TestRedis> {
  const bin = binary()
  const port = options.port ?? (await freePort())
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-test-'))
  let server: ChildProcess | undefined
  let output = ''

  const start = async () => {
    output = ''
    server = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
      {stdio: ['ignore', 'pipe', 'pipe']},
    )
    for (const stream of [server.stdout, server.stderr]) stream?.on('data', (d: Buffer) => (output += d))
    const deadline = Date.now() + 10_000
    while (!(await answers(port))) {
      if (server.exitCode !== null) throw new Error(`redis-server exited:\n${output}`)
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}:\n${output}`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  const stop = async () => {
    const running = server
    server = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    cli: (...args) =>
      execFileSync(path.join(path.dirname(bin), 'redis-cli'), ['-p', String(port), ...args], {encoding: 'utf8'}),
    close: async () => {
      await stop()
      rmSync(dir, {recursive: true, force: true})
    },
  }
}

/** Vitest global setup: one Redis for the shared cache's tests (REDIS_TEST_URL), stopped after. */
export default async function setup() {
  const redis = await startRedis()
  process.env.REDIS_TEST_URL = redis.url
  return () => redis.close()
}

/**
 * Starts `next start` for a build on a loopback port and waits until it answers. By default the site
 * (web/); `cwd` picks another Next app, such as the one-paragraph framework floor (web/e2e/floor.ts).
 */
import {spawn, type ChildProcess} from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The Next CLI, called directly: npx would run it from the enclosing workspace's root (web/ for the floor
 * in web/e2e/floor/), and Next resolves the relative imports of next.config.ts from the working directory.
 */
const nextBin = path.join(root, 'node_modules/.bin/next')

/** A loopback port nothing listens on right now (a leftover server on a fixed port would be measured instead). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export async function startServer(
  env: Record<string, string> = {},
  {cwd = path.join(root, 'web')}: {cwd?: string} = {},
): Promise<{url: string; stop: () => void; child: ChildProcess; exited: () => string | undefined}> {
  const port = await freePort()
  const child = spawn(nextBin, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  let exited: string | undefined
  let stderr = ''
  child.stderr?.on('data', (d) => (stderr += d))
  child.once('exit', (code, signal) => (exited = `next start exited with ${code ?? signal}: ${stderr.trim()}`))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exited) throw new Error(exited)
    try {
      if ((await fetch(url)).ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${url}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  // Why the server is gone, if it is: a caller whose request fails can say so instead of ECONNREFUSED.
  return {url, child, stop, exited: () => exited}
}

/** Starts `next start` for a build on a loopback port and waits until it answers. */
import {spawn, type ChildProcess} from 'node:child_process'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export async function startServer(port: number, env: Record<string, string> = {}): Promise<{url: string; stop: () => void; child: ChildProcess}> {
  const child = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: path.join(root, 'web'),
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
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
  return {url, child, stop}
}

/**
 * The framework floor: a one-paragraph Next app (./floor/) built with the site's own Next config and
 * the site's compile hints, so that what a page of the site costs over it is what the site's own code
 * costs. The function-call budgets (budgets.spec.ts) and `npm run bench` (scripts/bench/) measure the
 * site against it in the same run.
 *
 * Its build (floor/.next) is made when missing or made from other inputs than the current ones: Next's
 * version, the floor's own files, and the site's next.config.ts with the site modules it imports and
 * build/compile-hints.ts. It is never the site's build: ./floor/next.config.ts fixes its distDir.
 */
import {spawn, spawnSync} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import {addCompileHints} from '../build/compile-hints'
import {parseModule, resolveImport, web} from '../test/module-graph'

export const FLOOR_DIR = path.join(web, 'e2e/floor')
const FLOOR_BUILD = path.join(FLOOR_DIR, '.next')
const INPUTS_FILE = path.join(FLOOR_BUILD, 'floor-inputs.sha256')
const nextBin = path.join(web, '../node_modules/next/dist/bin/next')

/** The site's modules next.config.ts loads, itself included (packages left out: Next's version stands for them). */
function configModules(): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || file.includes(`${path.sep}node_modules${path.sep}`)) return
    seen.add(file)
    for (const {specifier} of parseModule(file).imports) {
      const next = resolveImport(file, specifier)
      if (next) visit(next)
    }
  }
  visit(path.join(web, 'next.config.ts'))
  return [...seen]
}

/** A digest of everything the floor's build is made from. */
function floorInputs(): string {
  const hash = createHash('sha256')
  const nextVersion = JSON.parse(readFileSync(path.join(web, '../node_modules/next/package.json'), 'utf8')).version
  hash.update(`next ${nextVersion}\n`)
  const floorFiles = ['next.config.ts', ...readdirSync(path.join(FLOOR_DIR, 'app')).map((f) => `app/${f}`)].map((f) =>
    path.join(FLOOR_DIR, f),
  )
  for (const file of [...floorFiles, ...configModules(), path.join(web, 'build/compile-hints.ts')].sort())
    hash.update(`${path.relative(web, file)}\n`).update(readFileSync(file))
  return hash.digest('hex')
}

/** next build of the floor, then the compile hints the site's build adds (web's postbuild); its output only when it fails. */
export function buildFloor(): void {
  const inputs = floorInputs()
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: FLOOR_DIR,
    encoding: 'utf8',
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1'},
  })
  if (build.status !== 0) throw new Error(`next build of the floor page failed:\n${build.stdout}\n${build.stderr}`)
  addCompileHints(FLOOR_BUILD)
  writeFileSync(INPUTS_FILE, inputs)
}

/** Builds the floor unless its build was made from the current inputs; true when it built. */
export function ensureFloorBuilt(): boolean {
  if (existsSync(INPUTS_FILE) && readFileSync(INPUTS_FILE, 'utf8') === floorInputs()) return false
  buildFloor()
  return true
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

/** `next start` for the floor's build on a free loopback port; resolves once its page answers. */
export async function startFloor(): Promise<{url: string; stop: () => void}> {
  if (!existsSync(path.join(FLOOR_BUILD, 'BUILD_ID'))) throw new Error('No floor build: call ensureFloorBuilt() first.')
  const port = await freePort()
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: FLOOR_DIR,
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1'},
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  server.stderr?.on('data', (d) => (errors += d))
  const url = `http://127.0.0.1:${port}`
  const stop = () => void server.kill('SIGTERM')
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The floor's server exited: ${errors}`)
    try {
      if ((await fetch(url)).ok) return {url, stop}
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop()
      throw new Error(`The floor's server did not answer within 60 s: ${errors}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * First-load JavaScript per page, gzip, read from the production build: the script chunks each
 * prerendered page's HTML loads. With --check, enforces the budgets: no static page more than 10%
 * over the app's smallest page, the quiz page no more than 30% over it.
 *
 *   npx tsx scripts/bench/bundles.ts [--check] [--dist .next]
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {gzipSync} from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const distArg = process.argv.indexOf('--dist')
const dist = path.join(root, 'web', distArg > 0 ? process.argv[distArg + 1]! : process.env.NEXT_DIST_DIR || '.next')

export const BUDGET = {static: 1.1, quiz: 1.3}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f)
    return statSync(full).isDirectory() ? htmlFiles(full) : f.endsWith('.html') ? [full] : []
  })
}

const gz = new Map<string, number>()
function gzipSize(chunk: string): number {
  if (!gz.has(chunk)) {
    const file = path.join(dist, chunk.replace(/^\/_next\//, ''))
    gz.set(chunk, existsSync(file) ? gzipSync(readFileSync(file), {level: 9}).length : 0)
  }
  return gz.get(chunk)!
}

export function firstLoadJs(): {route: string; bytes: number; chunks: number}[] {
  const app = path.join(dist, 'server/app')
  if (!existsSync(app)) throw new Error(`No build in ${dist}: run "npm run build" first.`)
  return htmlFiles(app)
    .map((file) => {
      const html = readFileSync(file, 'utf8')
      // Polyfills are loaded with noModule: modern browsers skip them, so they do not count.
      const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((t) => !/nomodule/i.test(t))
      const chunks = [...new Set(tags.flatMap((t) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(t)?.[1] ?? []))]
      const rel = path.relative(app, file).replace(/\.html$/, '')
      const route = rel === 'index' ? '/' : `/${rel}`
      return {route, bytes: chunks.reduce((n, c) => n + gzipSize(c), 0), chunks: chunks.length}
    })
    .filter((r) => !r.route.startsWith('/_'))
    .sort((a, b) => a.route.localeCompare(b.route))
}

export function checkBudgets(rows: {route: string; bytes: number}[]): string[] {
  const smallest = Math.min(...rows.map((r) => r.bytes))
  return rows.flatMap((r) => {
    const limit = smallest * (r.route === '/ai-readiness-quiz' ? BUDGET.quiz : BUDGET.static)
    return r.bytes > limit
      ? [
          `${r.route}: ${(r.bytes / 1024).toFixed(1)} kB gzip is over its budget of ${(limit / 1024).toFixed(1)} kB (smallest page ${(smallest / 1024).toFixed(1)} kB)`,
        ]
      : []
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = firstLoadJs()
  const smallest = Math.min(...rows.map((r) => r.bytes))
  for (const r of rows)
    console.log(
      `${r.route.padEnd(34)} ${(r.bytes / 1024).toFixed(1).padStart(7)} kB gzip  ${r.chunks} chunks  ${((r.bytes / smallest - 1) * 100).toFixed(1).padStart(5)}% over smallest`,
    )
  if (process.argv.includes('--check')) {
    const over = checkBudgets(rows)
    if (over.length) {
      console.error(`First-load JS budget exceeded:\n${over.join('\n')}`)
      process.exit(1)
    }
    console.log(`First-load JS within budget on ${rows.length} pages.`)
  }
}

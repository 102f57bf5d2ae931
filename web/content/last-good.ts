import 'server-only'
import {createHash} from 'node:crypto'
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {LRUCache} from 'lru-cache'

/**
 * The last answer the Content Lake gave to each of the site's reads, so a page can be rendered again
 * when the Lake is down: after a publish, a page re-renders from its fresh content when the Lake
 * answers, and from this copy when it does not (content/source.ts), instead of failing.
 *
 * Kept in memory and, where the server may write, in files beside Next.js' own cache
 * (<distDir>/cache/content-last-good/), so a server restarted during an outage, or the first render
 * after the build, still has them: the build writes every answer it prerendered with. A host whose
 * disk is read-only (a serverless function) keeps the memory copy alone; a render with no copy at all
 * fails, and Next.js then keeps serving the page it had.
 */

/** Answers kept in memory, by size of their JSON text. */
const MEMORY_BYTES = 64 * 1024 * 1024

const memory = new LRUCache<string, {json: string; hash: string}>({
  maxSize: MEMORY_BYTES,
  sizeCalculation: (entry) => entry.json.length || 1,
})

function directory(): string {
  return (
    process.env.CONTENT_LAST_GOOD_DIR ||
    path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'content-last-good')
  )
}

let writable: boolean | undefined

/** The key of one read: the perspective, the query text and its parameters. */
export function answerKey(query: string, params: Record<string, unknown>, perspective: string): string {
  return createHash('sha256')
    .update(`${perspective}\n${query}\n${JSON.stringify(params)}`)
    .digest('hex')
}

/** Keeps an answer; the file is written only when the answer changed. */
export function remember(key: string, value: unknown): void {
  const json = JSON.stringify(value ?? null)
  const hash = createHash('sha1').update(json).digest('hex')
  if (memory.get(key)?.hash === hash) return
  memory.set(key, {json, hash})
  if (writable === false) return
  try {
    mkdirSync(directory(), {recursive: true})
    writeFileSync(path.join(directory(), `${key}.json`), json)
    writable = true
  } catch {
    writable = false // a read-only disk: memory only
  }
}

/** The last answer kept for this read, or undefined when there is none. */
export function recall(key: string): unknown {
  const kept = memory.get(key)
  if (kept) return JSON.parse(kept.json)
  try {
    const json = readFileSync(path.join(directory(), `${key}.json`), 'utf8')
    memory.set(key, {json, hash: createHash('sha1').update(json).digest('hex')})
    return JSON.parse(json)
  } catch {
    return undefined
  }
}

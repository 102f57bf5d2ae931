import 'server-only'
import {createHash} from 'node:crypto'
import {mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {LRUCache} from 'lru-cache'
import {siteCache} from '../cache/link'

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
 *
 * With several servers sharing a cache (REDIS_URL, cache/link.ts), each answer is also shared through
 * it, and a recall takes the newest of the three copies (shared, memory, file): a server re-rendering
 * a page during an outage uses what the Lake last told any server, not an older answer it read
 * itself before a publish that reached it only through the shared marks. The build's files stay the
 * floor when the shared copy is gone.
 */

/** Answers kept in memory, by size of their JSON text. */
const MEMORY_BYTES = 64 * 1024 * 1024

const memory = new LRUCache<string, {json: string; hash: string; at: number}>({
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

const hashOf = (json: string) => createHash('sha1').update(json).digest('hex')

/** Keeps an answer; the file is written and the answer shared only when it changed. */
export function remember(key: string, value: unknown): void {
  const json = JSON.stringify(value ?? null)
  const hash = hashOf(json)
  if (memory.get(key)?.hash === hash) return
  const at = Date.now()
  memory.set(key, {json, hash, at})
  siteCache()?.shareLastGood(key, at, json)
  if (writable === false) return
  try {
    mkdirSync(directory(), {recursive: true})
    writeFileSync(path.join(directory(), `${key}.json`), json)
    writable = true
  } catch {
    writable = false // a read-only disk: memory only
  }
}

/** This server's file for a read, with when it was written. */
function fromFile(key: string): {json: string; at: number} | undefined {
  try {
    const file = path.join(directory(), `${key}.json`)
    return {json: readFileSync(file, 'utf8'), at: statSync(file).mtimeMs}
  } catch {
    return undefined
  }
}

/** The newest answer kept for this read (shared, memory or file), or undefined when there is none. */
export async function recall(key: string): Promise<unknown> {
  const candidates = [memory.get(key) ?? fromFile(key), await siteCache()?.readLastGood(key)]
  let newest: {json: string; at: number} | undefined
  for (const c of candidates) if (c && (!newest || c.at > newest.at)) newest = c
  if (!newest) return undefined
  if (memory.get(key)?.at !== newest.at) memory.set(key, {json: newest.json, hash: hashOf(newest.json), at: newest.at})
  return JSON.parse(newest.json)
}

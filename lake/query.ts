/**
 * GROQ as the Lake runs it: groq-js (Sanity's own engine) over the documents a request may see, in
 * the perspective it asks for.
 *
 * What groq-js does not have, the Lake supplies here:
 *   - perspectives (`raw`, `published`, `drafts`, and release stacks such as `rSpring,drafts`);
 *   - `text::query()`, which the Studio's search uses (search.ts).
 */
import {evaluate, parse} from 'groq-js'
import {type Doc, isDraftId, isVersionId, LakeError, publishedIdOf} from './documents'
import {isSystemId} from './releases'
import {withTextQuery} from './search'

/** A document at a non-root id (a `.` in its id: drafts, versions, secrets) is private: only a token sees it. */
export const isPrivateId = (id: string) => id.includes('.')

/** Whether a request may see a document: a token sees everything, anyone else only root ids. */
export const visibleTo = (authorized: boolean) => (doc: Doc) => authorized || !isPrivateId(doc._id)

/**
 * The documents a query sees in a perspective. `raw`: every document as stored. `published`: root
 * ids only. Otherwise a stack, strongest first (`drafts`, or release names): a draft or version
 * stands in for its published document, under the published id, with `_originalId` saying which.
 * The releases themselves (`_.releases.*`) are seen in `raw` and in stacks that name a release, as
 * the API shows them, never in `published` or `drafts`.
 */
export function inPerspective(docs: Doc[], perspective: string): Doc[] {
  if (perspective === 'raw') return docs
  const stack = perspective
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && p !== 'published')
  const namesRelease = stack.some((layer) => layer !== 'drafts' && layer !== 'previewDrafts')
  const published = docs.filter((d) => !isDraftId(d._id) && !isVersionId(d._id) && (namesRelease || !isSystemId(d._id)))
  if (!stack.length) return published
  const byId = new Map(published.map((d) => [d._id, d]))
  // Weakest first, so the strongest layer is written last.
  for (const layer of [...stack].reverse()) {
    const isLayer =
      layer === 'drafts' || layer === 'previewDrafts'
        ? (id: string) => isDraftId(id)
        : (id: string) => id.startsWith(`versions.${layer}.`)
    for (const doc of docs)
      if (isLayer(doc._id))
        byId.set(publishedIdOf(doc._id), {...doc, _id: publishedIdOf(doc._id), _originalId: doc._id})
  }
  return [...byId.values()]
}

/** Parses a query as the API would, answering 400 in the API's words for a parse error or a missing param. */
export function parseQuery(text: string, params: Record<string, unknown>) {
  let tree: ReturnType<typeof parse>
  try {
    tree = parse(text, {params: params})
  } catch (error) {
    throw new LakeError(400, {error: {description: (error as Error).message, query: text, type: 'queryParseError'}})
  }
  const missing = referencedParams(tree).find((name) => !(name in params))
  if (missing)
    throw new LakeError(400, {
      error: {description: `param $${missing} referenced, but not provided`, query: text, type: 'queryParseError'},
    })
  return {tree, params: params}
}

export async function runQuery(text: string, params: Record<string, unknown>, docs: Doc[]) {
  const parsed = parseQuery(text, params)
  const {tree, docs: dataset} = withTextQuery(parsed.tree, docs)
  const value = await evaluate(tree, {dataset, params: parsed.params})
  return value.get()
}

/**
 * Reads a GET request's `$name=<json>` params, as the API takes them. A value that is not JSON is
 * refused with the API's message.
 */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw new LakeError(400, {error: {description: `Unable to parse value of "${key}"`, type: 'httpBadRequest'}})
    }
  }
  return params
}

/** The `$names` a parsed query refers to. */
function referencedParams(node: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(node)) for (const child of node) referencedParams(child, found)
  else if (node && typeof node === 'object') {
    const n = node as {type?: string; name?: unknown}
    if (n.type === 'Parameter' && typeof n.name === 'string') found.add(n.name)
    for (const child of Object.values(node)) referencedParams(child, found)
  }
  return [...found]
}

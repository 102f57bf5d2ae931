import 'server-only'
import {readFileSync, statSync} from 'node:fs'
import path from 'node:path'
import {type Doc, datasetPath, parseDataset} from './dataset'
import {runQuery} from './query'

/**
 * The embedded dataset, parsed once and kept until the file changes: `npm run content:build` rewrites
 * studio/seed/production.ndjson, and the next request (in development too) reads the new content.
 */
let cache: {file: string; mtimeMs: number; docs: Doc[]} | undefined

export function loadDataset(): Doc[] {
  const file = datasetPath()
  const {mtimeMs} = statSync(file)
  if (cache?.file === file && cache.mtimeMs === mtimeMs) return cache.docs
  const docs = parseDataset(readFileSync(file, 'utf8'), path.join(path.dirname(file), 'images'))
  cache = {file, mtimeMs, docs}
  return docs
}

/** A site query answered by groq-js over the embedded dataset; typed like the live fetch. */
export const queryEmbedded = <const Query extends keyof SanityQueries>(query: Query, params: Record<string, unknown> = {}) =>
  runQuery(loadDataset(), query, params)

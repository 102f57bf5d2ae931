import 'server-only'
import {readFileSync, statSync} from 'node:fs'
import path from 'node:path'
import {type Doc, datasetPath, parseDataset} from '@agency/dataset/dataset'
import {runQuery} from './query'

/**
 * The embedded dataset, parsed once and kept until the file changes: `npm run content:build` rewrites
 * studio/seed/production.ndjson, and the next request (in development too) reads the new content.
 * Answers are kept the same way: a query's answer depends only on the dataset, the query and its
 * parameters. (groq-js creates a promise per node it evaluates, and in development React records a
 * stack trace for each one, so evaluating the page query again on every request took seconds.)
 */
let cache: {file: string; mtimeMs: number; docs: Doc[]; answers: Map<string, Promise<unknown>>} | undefined

function current() {
  const file = datasetPath()
  const {mtimeMs} = statSync(file)
  if (cache?.file !== file || cache.mtimeMs !== mtimeMs) {
    const docs = parseDataset(readFileSync(file, 'utf8'), path.join(path.dirname(file), 'images'))
    cache = {file, mtimeMs, docs, answers: new Map()}
  }
  return cache
}

export const loadDataset = (): Doc[] => current().docs

/** Which copy of the dataset file is loaded: its path and when it was last written. */
export const datasetVersion = (): string => {
  const {file, mtimeMs} = current()
  return `${file}:${mtimeMs}`
}

/** A site query answered by groq-js over the embedded dataset; typed like the live fetch. */
export function queryEmbedded<const Query extends keyof SanityQueries>(
  query: Query,
  params: Record<string, unknown> = {},
): Promise<SanityQueries[Query]> {
  const {docs, answers} = current()
  const key = `${JSON.stringify(params)}\n${query}`
  let answer = answers.get(key) as Promise<SanityQueries[Query]> | undefined
  if (!answer) {
    answer = runQuery(docs, query, params)
    answers.set(key, answer)
    answer.catch(() => answers.delete(key)) // a failed query is tried again, never remembered
  }
  return answer
}

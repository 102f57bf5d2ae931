import {evaluate, parse} from 'groq-js'

/**
 * Runs one of the site's queries with groq-js, Sanity's own GROQ engine, over a list of documents.
 * The result type is the one TypeGen generated for that query (the `SanityQueries` map in
 * web/sanity.types.ts), exactly as for a live fetch: a query TypeGen does not know does not compile.
 */
export async function runQuery<const Query extends keyof SanityQueries>(
  dataset: unknown[],
  query: Query,
  params: Record<string, unknown> = {},
): Promise<SanityQueries[Query]> {
  const value = await evaluate(parse(query, {params}), {dataset, params})
  return (await value.get()) as SanityQueries[Query]
}

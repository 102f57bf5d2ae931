/**
 * Runs documents through the schema's own validation rules (@sanity/validation, the engine the
 * Studio uses), with custom rules enabled: a small client answers their GROQ from the documents
 * themselves with groq-js, and reference checks look ids up in the same set.
 */
import {validateDocument, type DocumentValidationMarker} from '@sanity/validation'
import {evaluate, parse} from 'groq-js'
import {from} from 'rxjs'
import {createSchema} from 'sanity'
import {schemaTypes} from '@agency/schemas'
import type {Doc} from './dataset'

export const schema = createSchema({name: 'default', types: schemaTypes})

function clientFor(docs: Doc[]) {
  const run = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, {params}), {dataset: docs, params})).get()
  const client = {
    fetch: (query: string, params?: Record<string, unknown>) => run(query, params),
    getDataUrl: (op: string, p?: string) => `/data/${op}/production${p ? `/${p}` : ''}`,
    observable: {
      fetch: (query: string, params?: Record<string, unknown>) => from(run(query, params)),
      request: () => from(Promise.resolve({})),
    },
    withConfig: () => client,
  }
  return client
}

export async function validateAll(
  docs: Doc[],
  subjects: Doc[] = docs,
): Promise<{id: string; markers: DocumentValidationMarker[]}[]> {
  const ids = new Set(docs.map((d) => d._id))
  const client = clientFor(docs) as never
  const results = []
  for (const doc of subjects) {
    if (doc._type === 'sanity.imageAsset') continue
    const document = {
      _createdAt: '2025-02-24T00:00:00Z',
      _updatedAt: '2025-02-24T00:00:00Z',
      _rev: 'seed',
      ...doc,
    } as never
    const result = await validateDocument({document, schema, client, getDocumentExists: async ({id}) => ids.has(id)})
    results.push({id: doc._id, markers: result.markers})
  }
  return results
}

export const describeMarker = (m: DocumentValidationMarker) =>
  `${m.path.map((s) => (typeof s === 'object' && s && '_key' in s ? `[${(s as {_key: string})._key}]` : String(s))).join('.')}: ${m.message}`

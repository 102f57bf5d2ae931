/**
 * Content source maps (`resultSourceMap` on the query API): for each text in a query's result, the
 * document and the field it came from. The site asks for one in draft mode, where @sanity/client hides
 * the address in the text (stega) and the Presentation tool's overlays open that field on a click.
 *
 * The hosted Lake records where each value comes from while it runs the query; groq-js cannot. The
 * local Lake finds each text's source after the fact instead: a document field holding the same text,
 * preferring the result's own documents (the nearest object in the result with that `_id`), then a
 * field of the same name. A text it cannot place without guessing between documents is left unmapped,
 * so a click never opens the wrong document; such a text is simply not clickable.
 */
import type {ContentSourceMap} from '@sanity/client'
import {jsonPath} from '@sanity/client/csm'
import type {Doc} from './documents'

type Segment = string | number | {_key: string; _index: number}

interface Place {
  doc: number
  path: Segment[]
}

/** Texts shorter than this are too common to place ("Yes", "$"): left unmapped. */
const MIN_LENGTH = 3

const lastKey = (path: Segment[]) => [...path].reverse().find((s): s is string => typeof s === 'string')

/** Every text in the documents, by value: where each occurs, with `_key` selectors for array items. */
function indexTexts(docs: Doc[]) {
  const places = new Map<string, Place[]>()
  const walk = (value: unknown, doc: number, path: Segment[]) => {
    if (typeof value === 'string') {
      if (value.length < MIN_LENGTH) return
      const list = places.get(value) ?? []
      list.push({doc, path})
      places.set(value, list)
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const key = item && typeof item === 'object' ? (item as {_key?: unknown})._key : undefined
        walk(item, doc, [...path, typeof key === 'string' ? {_key: key, _index: index} : index])
      })
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) if (!key.startsWith('_')) walk(child, doc, [...path, key])
    }
  }
  for (const [index, doc] of docs.entries()) walk(doc, index, [])
  return places
}

export function sourceMapOf(result: unknown, docs: Doc[]): ContentSourceMap {
  const places = indexTexts(docs)
  const docIndex = new Map(docs.map((doc, index) => [doc._id, index]))
  const documents: ContentSourceMap['documents'] = []
  const documentSlots = new Map<number, number>()
  const paths: string[] = []
  const pathSlots = new Map<string, number>()
  const mappings: ContentSourceMap['mappings'] = {}

  const choose = (value: string, resultPath: Array<string | number>, owners: number[]): Place | undefined => {
    const candidates = places.get(value)
    if (!candidates?.length) return undefined
    const key = lastKey(resultPath)
    const score = (place: Place) => {
      const owner = owners.lastIndexOf(place.doc)
      return (owner >= 0 ? 1000 + owner : 0) + (lastKey(place.path) === key ? 10 : 0)
    }
    const ranked = [...candidates].sort((a, b) => score(b) - score(a))
    const best = ranked[0]!
    const runnerUp = ranked[1]
    // Two documents equally likely: say nothing rather than open the wrong one.
    if (runnerUp && runnerUp.doc !== best.doc && score(runnerUp) === score(best)) return undefined
    return best
  }

  const walk = (value: unknown, resultPath: Array<string | number>, owners: number[]) => {
    if (typeof value === 'string') {
      const place = choose(value, resultPath, owners)
      if (!place) return
      let document = documentSlots.get(place.doc)
      if (document === undefined) {
        const doc = docs[place.doc]!
        document = documents.push({_id: (doc._originalId as string | undefined) ?? doc._id, _type: doc._type}) - 1
        documentSlots.set(place.doc, document)
      }
      const sourcePath = jsonPath(place.path as never)
      let path = pathSlots.get(sourcePath)
      if (path === undefined) {
        path = paths.push(sourcePath) - 1
        pathSlots.set(sourcePath, path)
      }
      mappings[jsonPath(resultPath)] = {type: 'value', source: {type: 'documentValue', document, path}}
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...resultPath, index], owners)
    } else if (value && typeof value === 'object') {
      const id = (value as {_id?: unknown})._id
      const owner = typeof id === 'string' ? docIndex.get(id) : undefined
      const nextOwners = owner === undefined ? owners : [...owners, owner]
      for (const [key, child] of Object.entries(value))
        if (!key.startsWith('_')) walk(child, [...resultPath, key], nextOwners)
    }
  }
  walk(result, [], [])
  return {documents, paths, mappings}
}

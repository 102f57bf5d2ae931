/**
 * `text::query()`, the function the Studio's search is built on (its `groq2024` strategy), which
 * groq-js parses but does not run. The Lake rewrites each `<text> match text::query("<terms>")` in a
 * parsed query into what groq-js can run, with the semantics of the terms the Studio's search box
 * writes (sanity's core/search/common/token.ts):
 *
 *   word       the text has a word matching it (`match`: case-insensitive, whole words)
 *   word*      a word starting with it (the Studio adds `*` to the last word as you type)
 *   "a phrase" those words, next to each other and in that order
 *   -word, -"a phrase"   documents with it are left out
 *
 * Every included term must match, as every term of a search must. A document itself (`@`, as in the
 * Studio's `[@, _id] match text::query($q)`) stands for every string in it, at any depth: titles,
 * plain text, slugs, and the words of Portable Text (its spans' text, not its styles or marks), as the
 * hosted search indexes a whole document. Keys starting with `_` (ids, types, references, keys) are
 * not its text.
 */
import type {ExprNode} from 'groq-js'
import type {Doc} from './documents'

/** The field each document carries, for one search query only, with every string in it. */
const TEXT_FIELD = '__lakeSearchText'

// groq-js's own tokenizer (its `match`), so a phrase is split into the same words `match` sees.
const WORD = /([^!@#$%^&*(),\\/?";:{}|[\]+<>\s-])+/g
const EDGE_DOTS = /(\b\.+|\.+\b)/g
const words = (text: string) => (text.replace(EDGE_DOTS, '').match(WORD) ?? []).map((w) => w.toLowerCase())

// The Studio's search tokens: words, or phrases in double quotes, each perhaps negated with `-`.
const TOKEN = /(?:[^\s"]+|"[^"]*")+/g

interface Terms {
  include: string[]
  exclude: string[]
  phrases: string[][]
  excludedPhrases: string[][]
}

export function readTerms(query: string): Terms {
  const terms: Terms = {include: [], exclude: [], phrases: [], excludedPhrases: []}
  for (const raw of query.match(TOKEN) ?? []) {
    const negated = raw.startsWith('-') && raw.length > 1
    const token = negated ? raw.slice(1) : raw
    if (token.startsWith('"') && token.endsWith('"') && token.length > 1) {
      const phrase = words(token.slice(1, -1))
      if (phrase.length === 1) (negated ? terms.exclude : terms.include).push(phrase[0]!)
      else if (phrase.length > 1) (negated ? terms.excludedPhrases : terms.phrases).push(phrase)
    } else if (token.replace(/[*"]/g, '')) (negated ? terms.exclude : terms.include).push(token.replace(/"/g, ''))
  }
  return terms
}

/** Every string of a document that is its text (see the header). */
export function textOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) textOf(item, out)
  else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    if (object._type === 'block' && Array.isArray(object.children)) textOf(object.children, out)
    else for (const [key, child] of Object.entries(object)) if (!key.startsWith('_')) textOf(child, out)
  }
  return out
}

function containsPhrase(text: string[], phrase: string[]) {
  for (const part of text) {
    const tokens = words(part)
    for (let i = 0; i + phrase.length <= tokens.length; i++)
      if (phrase.every((word, j) => tokens[i + j] === word)) return true
  }
  return false
}

type Node = ExprNode & Record<string, unknown>

interface TextQueryMatch {
  left: Node
  right: {args: Array<{type: string; value?: unknown}>}
}

function isTextQuery(node: unknown): node is TextQueryMatch {
  const n = node as {type?: string; op?: string; right?: {type?: string; namespace?: string; name?: string}}
  return n?.type === 'OpCall' && n.op === 'match' && n.right?.type === 'FuncCall' && n.right.namespace === 'text'
}

function usesTextQuery(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(usesTextQuery)
  if (!node || typeof node !== 'object') return false
  return isTextQuery(node) || Object.values(node).some(usesTextQuery)
}

const value = (v: unknown) => ({type: 'Value', value: v}) as unknown as Node
const and = (nodes: Node[]): Node => nodes.reduce((left, right) => ({type: 'And', left, right}) as unknown as Node)
const not = (base: Node) => ({type: 'Not', base}) as unknown as Node
const match = (left: Node, word: string) => ({type: 'OpCall', op: 'match', left, right: value(word)}) as unknown as Node
const idIn = (ids: string[]) =>
  ({type: 'OpCall', op: 'in', left: {type: 'AccessAttribute', name: '_id'}, right: value(ids)}) as unknown as Node

/** `@` on the left of a text::query match is the document's text. */
function asText(node: Node): Node {
  if (node.type === 'This') return {type: 'AccessAttribute', name: TEXT_FIELD} as unknown as Node
  if (node.type === 'Array') {
    const elements = (node as unknown as {elements: Array<{type: string; value: Node; isSplat: boolean}>}).elements
    return {
      ...node,
      elements: elements.map((element) =>
        element.value.type === 'This'
          ? {...element, value: asText(element.value), isSplat: true}
          : {...element, value: asText(element.value)},
      ),
    } as unknown as Node
  }
  return node
}

/**
 * Rewrites every `text::query` match in a parsed query, and gives the documents it runs over their
 * text. Queries without text::query come back as they are.
 */
export function withTextQuery(tree: ExprNode, docs: Doc[]): {tree: ExprNode; docs: Doc[]} {
  if (!usesTextQuery(tree)) return {tree, docs}
  const withText = docs.map((doc) => ({...doc, [TEXT_FIELD]: textOf(doc)}))
  const textById = new Map(withText.map((doc) => [doc._id, doc[TEXT_FIELD] as string[]]))
  const idsWith = (phrase: string[]) =>
    [...textById].filter(([, text]) => containsPhrase(text, phrase)).map(([id]) => id)

  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite)
    if (!node || typeof node !== 'object') return node
    if (isTextQuery(node)) {
      const arg = node.right.args[0]
      const terms = readTerms(arg?.type === 'Value' && typeof arg.value === 'string' ? arg.value : '')
      const left = asText(rewrite(node.left) as Node)
      const required: Node[] = [
        ...terms.include.map((word) => match(left, word)),
        ...terms.phrases.flatMap((phrase) => [...phrase.map((word) => match(left, word)), idIn(idsWith(phrase))]),
      ]
      // Only exclusions (or nothing) match every document that has any text at all.
      if (!required.length) required.push(match(left, '*'))
      const excluded = [
        ...terms.exclude.map((word) => not(match(left, word))),
        ...terms.excludedPhrases.map((phrase) => not(idIn(idsWith(phrase)))),
      ]
      return {type: 'Group', base: and([...required, ...excluded])}
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, rewrite(child)]))
  }
  return {tree: rewrite(tree) as ExprNode, docs: withText}
}

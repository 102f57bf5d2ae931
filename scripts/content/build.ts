/**
 * Builds the embedded dataset from the typed seed modules in studio/seed/ (pages/*.ts, documents/*.ts):
 * studio/seed/production.ndjson, one document a line in the format `sanity dataset import` takes,
 * with `_key`s derived from each document's id and path, so the output is the same on every run;
 * and the pictures in studio/seed/images/ that scripts/content/art/recipes.ts describes (scripts/content/art/).
 * Every image a document uses must be readable with its width and height (PNG, JPEG, WebP, SVG):
 * the site reserves that space on the page.
 *
 *   npm run content:build            write the dataset and the generated pictures
 *   npm run content:build -- --check exit 1 when the committed dataset or a generated SVG is not what
 *                                    the seed gives, or an image is missing, unreadable or unused
 */
import {createHash} from 'node:crypto'
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'
import {imageSize} from '@agency/dataset/image-size'
import {datasetFile, imagesDir, seedDir} from '@agency/dataset/seed'
import {RECIPE_TITLE} from '@agency/studio/seed/drawn'
import {art} from './art/recipes'
import {draw, extensionFor, type Recipe} from './art'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

type Doc = {_id: string; _type: string} & Record<string, unknown>

/** The schema as `sanity schema extract` writes it (studio/schema.json). */
type Node = {
  type: string
  name?: string
  value?: Node | string
  of?: Node | Node[]
  attributes?: Record<string, {value: Node}>
  rest?: Node
}
type SchemaEntry = {name: string; type: string; value?: Node; attributes?: Record<string, {value: Node}>}

export function loadSchema(): Map<string, SchemaEntry> {
  const file = path.join(root, 'studio/schema.json')
  if (!existsSync(file))
    throw new Error('studio/schema.json is missing: run "npm run typegen" first (it extracts the schema).')
  const entries = JSON.parse(readFileSync(file, 'utf8')) as SchemaEntry[]
  return new Map(entries.map((e) => [e.name, e]))
}

const constType = (node: Node): string | undefined => {
  const t = node.attributes?._type?.value
  return t && t.type === 'string' && typeof t.value === 'string' ? t.value : undefined
}

/**
 * Fills in the `_type` of nested objects the seed leaves out, from the schema: an object field of a
 * named type (seo, cta, price...) and the members of arrays of objects. Where an array allows several
 * object types the seed must say which.
 */
/** Resolves named types and merges an object's `rest` (the `_key` of array members, or a named type). */
function normalize(node: Node, schema: Map<string, SchemaEntry>): Node {
  if (node.type === 'inline' && node.name) {
    const entry = schema.get(node.name)
    return entry?.value ? normalize(entry.value, schema) : node
  }
  if (node.type === 'object' && node.rest) {
    const rest = normalize(node.rest, schema)
    return {...node, rest: undefined, attributes: {...(rest.attributes ?? {}), ...(node.attributes ?? {})}}
  }
  return node
}

export function fillTypes(
  value: unknown,
  raw: Node | undefined,
  schema: Map<string, SchemaEntry>,
  at: string,
): unknown {
  if (!raw || value === null || typeof value !== 'object') return value
  const node = normalize(raw, schema)
  if (node.type === 'union' && Array.isArray(node.of)) {
    const options = node.of.map((n) => normalize(n, schema)).filter((n) => n.type === 'object')
    const given = (value as {_type?: string})._type
    const match = given ? options.find((o) => constType(o) === given) : options.length === 1 ? options[0] : undefined
    if (!match && options.length > 1) throw new Error(`${at}: give _type, one of ${options.map(constType).join(', ')}`)
    return match ? fillTypes(value, match, schema, at) : value
  }
  if (node.type === 'array' && Array.isArray(value)) {
    const member = Array.isArray(node.of) ? {type: 'union', of: node.of} : (node.of as Node)
    return value.map((v, i) => fillTypes(v, member, schema, `${at}[${i}]`))
  }
  if (node.type === 'object' && !Array.isArray(value)) {
    const obj = {...(value as Record<string, unknown>)}
    const t = constType(node)
    if (t && obj._type === undefined && t !== 'reference') obj._type = t
    for (const [k, attr] of Object.entries(node.attributes ?? {})) {
      if (k !== '_type' && k in obj) obj[k] = fillTypes(obj[k], attr.value, schema, `${at}.${k}`)
    }
    return obj
  }
  return value
}

/** Adds a stable `_key` to every object in an array that lacks one. */
export function withKeys<V>(value: V, at: string): V {
  if (Array.isArray(value)) {
    return value.map((item, i) => {
      const keyed = withKeys(item, `${at}[${i}]`)
      if (keyed && typeof keyed === 'object' && !Array.isArray(keyed) && !('_key' in keyed)) {
        return {_key: createHash('sha1').update(`${at}[${i}]`).digest('hex').slice(0, 12), ...keyed}
      }
      return keyed
    }) as V
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withKeys(v, `${at}.${k}`)])) as V
  }
  return value
}

export async function loadSeed(): Promise<Doc[]> {
  const docs: Doc[] = []
  for (const dir of ['documents', 'pages']) {
    const full = path.join(seedDir, dir)
    if (!existsSync(full)) continue
    for (const file of readdirSync(full)
      .filter((f) => f.endsWith('.ts'))
      .sort()) {
      const mod = (await import(pathToFileURL(path.join(full, file)).href)) as {default?: Doc | Doc[]}
      if (!mod.default) throw new Error(`studio/seed/${dir}/${file} has no default export`)
      docs.push(...(Array.isArray(mod.default) ? mod.default : [mod.default]))
    }
  }
  const seen = new Set<string>()
  for (const d of docs) {
    if (!d._id || !d._type) throw new Error(`A seed document lacks _id or _type: ${JSON.stringify(d).slice(0, 120)}`)
    if (seen.has(d._id)) throw new Error(`Two seed documents share the id "${d._id}"`)
    seen.add(d._id)
  }
  const schema = loadSchema()
  return withRecipeTitles(docs)
    .map((d) => {
      const entry = schema.get(d._type)
      if (!entry) throw new Error(`${d._id}: unknown document type "${d._type}"`)
      const typed = fillTypes(d, {type: 'object', attributes: entry.attributes}, schema, d._id) as Doc
      return withKeys(typed, d._id)
    })
    .sort((a, b) => a._id.localeCompare(b._id))
}

/**
 * Gives every drawn picture (`drawn(file)` in studio/seed/lib.ts) its recipe's title as its alt text;
 * a drawn file without a recipe title fails the build, naming the file.
 */
export function withRecipeTitles<V>(value: V, recipes: Record<string, Recipe> = art): V {
  if (Array.isArray(value)) return value.map((v) => withRecipeTitles(v, recipes)) as V
  if (!value || typeof value !== 'object') return value
  const obj = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRecipeTitles(v, recipes)]))
  if (obj.alt === RECIPE_TITLE && typeof obj._sanityAsset === 'string') {
    const file = obj._sanityAsset.replace('image@file://./images/', '')
    const recipe = recipes[file]
    if (!recipe || !('title' in recipe) || !recipe.title)
      throw new Error(`${file}: drawn(), but no recipe with a title in scripts/content/art/recipes.ts`)
    obj.alt = recipe.title
  }
  return obj as V
}

export const toNdjson = (docs: Doc[]) => `${docs.map((d) => JSON.stringify(d)).join('\n')}\n`

export function imageFiles(docs: Doc[]): string[] {
  const files = new Set<string>()
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit)
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === '_sanityAsset' && typeof x === 'string') files.add(x.replace('image@file://./images/', ''))
        else visit(x)
      }
    }
  }
  visit(docs)
  return [...files].sort()
}

/** What content:build would change in studio/seed/images: files to (re)draw, and problems it cannot fix. */
export async function planImages(used: string[], recipes: Record<string, Recipe> = art, dir = imagesDir) {
  const write: Array<{file: string; bytes: Buffer}> = []
  const problems: string[] = []
  for (const file of used) {
    const recipe = recipes[file]
    const full = path.join(dir, file)
    if (!recipe) {
      if (!existsSync(full))
        problems.push(
          `${file} is missing: add it to studio/seed/images or describe it in scripts/content/art/recipes.ts`,
        )
      continue
    }
    if (path.extname(file) !== `.${extensionFor(recipe)}`) {
      problems.push(`${file}: a ${recipe.kind} picture is written as .${extensionFor(recipe)}`)
      continue
    }
    // Vector art is compared byte for byte; the raster share image is drawn once, when missing
    // (its bytes depend on the libvips build that renders it).
    if (recipe.kind === 'raster' && existsSync(full)) continue
    const bytes = await draw(recipe)
    if (!existsSync(full) || !readFileSync(full).equals(bytes)) write.push({file, bytes})
  }
  const unused = existsSync(dir) ? readdirSync(dir).filter((f) => !used.includes(f)) : []
  return {write, problems, unused}
}

async function main() {
  const check = process.argv.includes('--check')
  const docs = await loadSeed()
  const ndjson = toNdjson(docs)
  const used = imageFiles(docs)
  const {write, problems, unused} = await planImages(used)
  if (check) {
    const current = existsSync(datasetFile) ? readFileSync(datasetFile, 'utf8') : ''
    if (current !== ndjson) problems.push('studio/seed/production.ndjson is stale')
    if (write.length)
      problems.push(`images not as scripts/content/art/recipes.ts draws them: ${write.map((w) => w.file).join(', ')}`)
    if (unused.length) problems.push(`images no document uses (delete them): ${unused.join(', ')}`)
  }
  for (const file of used) {
    const full = path.join(imagesDir, file)
    if (!existsSync(full) || write.some((w) => w.file === file)) continue
    try {
      imageSize(full)
    } catch (e) {
      problems.push((e as Error).message)
    }
  }
  if (problems.length) {
    console.error(`${problems.join(';\n')}.\nRun "npm run content:build" and commit the result.`)
    process.exit(1)
  }
  if (check) {
    console.log(`Dataset up to date: ${docs.length} documents, ${used.length} images.`)
    return
  }
  for (const {file, bytes} of write) writeFileSync(path.join(imagesDir, file), bytes)
  writeFileSync(datasetFile, ndjson)
  if (unused.length) console.warn(`Not used by any document (delete them if they are not yours): ${unused.join(', ')}`)
  console.log(
    `Wrote ${docs.length} documents to studio/seed/production.ndjson${write.length ? ` and drew ${write.length} images` : ''}.`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
}

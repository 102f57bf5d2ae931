import {createHash} from 'node:crypto'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {imageSize} from './image-size'

/**
 * The embedded dataset: studio/seed/production.ndjson, the same file `sanity dataset import` takes.
 * Image fields in it point at files (`_sanityAsset: "image@file://./images/x.svg"`), as the import
 * format wants. Here they become what a real dataset holds after import: a reference to a
 * `sanity.imageAsset` document with the file's URL and size, so one GROQ query works both ways.
 */
export type Doc = Record<string, unknown> & {_id: string; _type: string}

export function datasetPath(): string {
  const candidates = [
    process.env.CONTENT_DATASET_PATH,
    path.resolve(process.cwd(), '../studio/seed/production.ndjson'),
    path.resolve(process.cwd(), 'studio/seed/production.ndjson'),
  ].filter(Boolean) as string[]
  const found = candidates.find((p) => existsSync(p))
  if (!found) {
    throw new Error(
      `Embedded dataset not found. Looked in: ${candidates.join(', ')}. Run "npm run content:build" or set CONTENT_DATASET_PATH.`,
    )
  }
  return found
}

export function parseDataset(ndjson: string, imagesDir: string): Doc[] {
  const docs: Doc[] = ndjson
    .split('\n')
    .filter((l) => l.trim())
    .map((l, n) => {
      try {
        return JSON.parse(l) as Doc
      } catch (e) {
        throw new Error(`production.ndjson line ${n + 1} is not JSON: ${(e as Error).message}`)
      }
    })
  const assets = new Map<string, Doc>()
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (!value || typeof value !== 'object') return value
    const obj = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(obj)) if (k !== '_sanityAsset') out[k] = visit(v)
    const ref = obj._sanityAsset
    if (typeof ref === 'string') {
      const m = /^image@file:\/\/\.\/images\/(.+)$/.exec(ref)
      if (!m) throw new Error(`Unsupported asset reference ${ref}`)
      const file = m[1]!
      const {width, height} = imageSize(path.join(imagesDir, file))
      const ext = path.extname(file).slice(1)
      const sha = createHash('sha1').update(file).digest('hex')
      const _id = `image-${sha}-${width}x${height}-${ext}`
      assets.set(_id, {
        _id,
        _type: 'sanity.imageAsset',
        url: `/seed/${file}`,
        originalFilename: file,
        metadata: {dimensions: {width, height, aspectRatio: width / height}},
      })
      out.asset = {_type: 'reference', _ref: _id}
    }
    return out
  }
  const converted = docs.map((d) => visit(d) as Doc)
  return [...converted, ...assets.values()]
}

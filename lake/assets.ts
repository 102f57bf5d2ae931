/**
 * Asset files: the seed's pictures, and files uploaded through the assets API
 * (POST /assets/images/<dataset>, https://www.sanity.io/docs/http-api-assets). Each is served at the
 * asset CDN's path, `/images/<project>/<dataset>/<sha1>-<width>x<height>.<ext>` (and `/files/...`),
 * from this Lake's own origin; the asset document's `url` says so, as the real one names cdn.sanity.io.
 *
 * The CDN's transformations (`?w=`, `&fit=`, `&auto=format`) are not applied: the original is
 * served at any size. The site's image optimizer resizes it as it would resize the CDN's answer.
 *
 * Only the Lake's own folders are ever served, whatever a document says: a file is served under a
 * CDN name (`<sha1>-<w>x<h>.<ext>`, `<sha1>.<ext>`) and read from the uploads folder or the seed's
 * pictures, by a plain file name (no separator, no `..`) that still lies inside that folder once
 * links are resolved. An asset document is content an editor can write; a path in it is never trusted.
 */
import {createHash, randomUUID} from 'node:crypto'
import {mkdirSync, readFileSync, realpathSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {readSize} from '@agency/dataset/image-size'
import {type Doc, LakeError} from './documents'

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
}

export const contentTypeOf = (file: string) =>
  TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream'

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/** The names the CDN paths give files: nothing else is ever registered or served. */
const CDN_NAME = /^[a-f0-9]{40}(?:-\d+x\d+)?\.[a-z0-9]{1,10}$/

/**
 * The path of the regular file `name` in `dir`, if `name` is a plain file name and the file, links
 * resolved, is inside `dir`; otherwise undefined.
 */
export function fileInside(dir: string, name: string): string | undefined {
  if (!name || name === '.' || name === '..' || /[/\\\0]/.test(name)) return undefined
  try {
    const root = realpathSync(dir)
    const file = realpathSync(path.join(root, name))
    const relative = path.relative(root, file)
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return undefined
    return statSync(file).isFile() ? file : undefined
  } catch {
    return undefined
  }
}

/** 10 MB: more than any picture on the site needs; a larger upload is refused with 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

export class AssetFiles {
  /** file name (`<sha1>-<w>x<h>.<ext>`) → where its bytes are */
  private files = new Map<string, {file?: string; bytes?: Buffer}>()

  /**
   * @param uploadsDir where uploads are written (the working copy's `files/`); without it they are
   *   kept in memory.
   * @param seedImages the seed's pictures folder, where a seed asset's `originalFilename` is found.
   */
  constructor(
    private readonly uploadsDir: string | undefined,
    private readonly seedImages: string,
  ) {}

  clear() {
    this.files.clear()
  }

  /** Makes an asset document's file servable: an upload in the working copy, else a seed picture. */
  register(asset: Doc) {
    const name = typeof asset.path === 'string' ? path.basename(asset.path) : undefined
    if (!name || !CDN_NAME.test(name)) return
    const uploaded = this.uploadsDir && fileInside(this.uploadsDir, name)
    if (uploaded) return this.files.set(name, {file: uploaded})
    const original =
      typeof asset.originalFilename === 'string' ? fileInside(this.seedImages, asset.originalFilename) : undefined
    if (original) this.files.set(name, {file: original})
  }

  read(name: string): Buffer | undefined {
    const entry = this.files.get(name)
    if (entry?.bytes) return entry.bytes
    try {
      return entry?.file ? readFileSync(entry.file) : undefined
    } catch {
      // Removed since it was registered: as if it had never been there.
      return undefined
    }
  }

  /**
   * Stores an upload and returns its asset document, as the assets API answers it. The id comes from
   * the content, so uploading the same picture twice gives the same asset.
   */
  store(
    kind: 'images' | 'files',
    bytes: Buffer,
    meta: {filename?: string; contentType?: string; projectId: string; dataset: string; cdnOrigin: string},
  ): Doc {
    if (!bytes.length) throw new LakeError(400, {error: {description: 'The upload is empty', type: 'httpBadRequest'}})
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    const originalFilename = path.basename(meta.filename || `upload-${sha1.slice(0, 8)}`)
    const named = path.extname(originalFilename).slice(1).toLowerCase()
    const extension = /^[a-z0-9]{1,10}$/.test(named) ? named : EXTENSIONS[meta.contentType ?? ''] || 'bin'
    const mimeType =
      meta.contentType && meta.contentType !== 'application/octet-stream'
        ? meta.contentType
        : contentTypeOf(`x.${extension}`)
    const common = {
      assetId: sha1,
      extension,
      mimeType,
      originalFilename,
      sha1hash: sha1,
      size: bytes.length,
      uploadId: randomUUID(),
    }
    let doc: Doc
    let name: string
    if (kind === 'images') {
      const size = readSize(bytes)
      if (!size)
        throw new LakeError(400, {
          error: {description: 'Invalid image, could not read metadata', type: 'httpBadRequest'},
        })
      name = `${sha1}-${size.width}x${size.height}.${extension}`
      doc = {
        _id: `image-${sha1}-${size.width}x${size.height}-${extension}`,
        _type: 'sanity.imageAsset',
        ...common,
        path: `images/${meta.projectId}/${meta.dataset}/${name}`,
        url: `${meta.cdnOrigin}/images/${meta.projectId}/${meta.dataset}/${name}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {
            _type: 'sanity.imageDimensions',
            width: size.width,
            height: size.height,
            aspectRatio: size.width / size.height,
          },
          hasAlpha: extension === 'png' || extension === 'svg' || extension === 'webp',
          isOpaque: !(extension === 'png' || extension === 'svg' || extension === 'webp'),
        },
      }
    } else {
      name = `${sha1}.${extension}`
      doc = {
        _id: `file-${sha1}-${extension}`,
        _type: 'sanity.fileAsset',
        ...common,
        path: `files/${meta.projectId}/${meta.dataset}/${name}`,
        url: `${meta.cdnOrigin}/files/${meta.projectId}/${meta.dataset}/${name}`,
      }
    }
    if (this.uploadsDir) {
      mkdirSync(this.uploadsDir, {recursive: true})
      writeFileSync(path.join(this.uploadsDir, name), bytes)
      this.files.set(name, {file: path.join(this.uploadsDir, name)})
    } else this.files.set(name, {bytes})
    return doc
  }
}

/**
 * The seed's picture documents (made by parseDataset from `_sanityAsset` references, as
 * `sanity dataset import` makes them) given the fields the real Lake gives an uploaded asset.
 */
export function asSeedAsset(doc: Doc, project: {projectId: string; dataset: string; cdnOrigin: string}): Doc {
  const match = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(doc._id)
  if (doc._type !== 'sanity.imageAsset' || !match) return doc
  const name = `${match[1]}-${match[2]}.${match[3]}`
  return {
    ...doc,
    assetId: match[1],
    extension: match[3],
    mimeType: contentTypeOf(name),
    path: `images/${project.projectId}/${project.dataset}/${name}`,
    url: `${project.cdnOrigin}/images/${project.projectId}/${project.dataset}/${name}`,
  }
}

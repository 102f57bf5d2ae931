/**
 * What a presentation upload may be: the kinds of file the agency takes, how each is recognised by
 * its name and declared type, and by its first bytes once stored. Pure functions, used by the form
 * (early feedback) and by the server (the decision).
 */

export interface FileKind {
  /** The extension, without the dot. */
  ext: 'pdf' | 'ppt' | 'pptx' | 'key' | 'odp'
  label: string
  /** The type the file is stored with (the bucket accepts only these). */
  mime: string
  /** Other types browsers and systems declare for it. */
  aliases: string[]
  /** The signature its first bytes start with. */
  magic: 'pdf' | 'zip' | 'ole'
}

export const FILE_KINDS: readonly FileKind[] = [
  {ext: 'pdf', label: 'PDF', mime: 'application/pdf', aliases: ['application/x-pdf'], magic: 'pdf'},
  {ext: 'ppt', label: 'PowerPoint', mime: 'application/vnd.ms-powerpoint', aliases: [], magic: 'ole'},
  {
    ext: 'pptx',
    label: 'PowerPoint',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    aliases: [],
    magic: 'zip',
  },
  {
    ext: 'key',
    label: 'Keynote',
    mime: 'application/vnd.apple.keynote',
    aliases: ['application/x-iwork-keynote-sffkey', 'application/zip'],
    magic: 'zip',
  },
  {
    ext: 'odp',
    label: 'OpenDocument',
    mime: 'application/vnd.oasis.opendocument.presentation',
    aliases: [],
    magic: 'zip',
  },
]

/** The first bytes of each signature: PDF "%PDF", zip containers (pptx, key, odp) "PK\x03\x04", legacy Office (ppt) OLE. */
export const MAGIC: Record<FileKind['magic'], readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46],
  zip: [0x50, 0x4b, 0x03, 0x04],
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
}

/** How many leading bytes the check needs. */
export const MAGIC_LENGTH = 8

/** The default upload limit when the Studio sets none. */
export const DEFAULT_MAX_SIZE_MB = 25
export const MB = 1024 * 1024

/** Types that say nothing about the file: the extension decides. */
const UNSPECIFIC = new Set(['', 'application/octet-stream', 'binary/octet-stream'])

export const kindFromName = (name: string) => {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase()
  return FILE_KINDS.find((k) => k.ext === ext)
}

export type FileProblem = 'type' | 'empty' | 'too-large' | 'name'

export interface FileCheck {
  name: string
  type: string
  size: number
}

/**
 * The kind of a file from its name and declared type, or the problem with it. The name must end in an
 * accepted extension and the declared type, when it says anything, must be that kind's. `accept` is the
 * section's list of extensions (".pdf,.pptx"); `maxBytes` its limit.
 */
export function checkFile(
  file: FileCheck,
  maxBytes: number,
  accept?: string | null,
): {ok: true; kind: FileKind} | {ok: false; problem: FileProblem} {
  const name = file.name.trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a file name are refused on purpose
  if (!name || name.length > 255 || /[\u0000-\u001f/\\]/.test(name)) return {ok: false, problem: 'name'}
  const kind = kindFromName(name)
  const accepted = accept ? accept.split(',').map((a) => a.trim().replace(/^\./, '').toLowerCase()) : undefined
  if (!kind || (accepted && !accepted.includes(kind.ext))) return {ok: false, problem: 'type'}
  const type = file.type.trim().toLowerCase()
  if (!UNSPECIFIC.has(type) && type !== kind.mime && !kind.aliases.includes(type)) return {ok: false, problem: 'type'}
  if (!Number.isSafeInteger(file.size) || file.size <= 0) return {ok: false, problem: 'empty'}
  if (file.size > maxBytes) return {ok: false, problem: 'too-large'}
  return {ok: true, kind}
}

/** Whether the stored file's first bytes carry the signature of its kind. */
export function bytesMatch(kind: FileKind, head: Uint8Array): boolean {
  const magic = MAGIC[kind.magic]
  return head.length >= magic.length && magic.every((b, i) => head[i] === b)
}

/** "12.5 MB" */
export const formatMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`

/** What the visitor reads for each problem. */
export function problemMessage(problem: FileProblem | 'mismatch', maxBytes: number): string {
  switch (problem) {
    case 'type':
      return 'That file type is not accepted. Send a PDF, PowerPoint (.ppt, .pptx), Keynote (.key) or OpenDocument (.odp) file.'
    case 'empty':
      return 'That file is empty. Choose the presentation file itself.'
    case 'too-large':
      return `That file is larger than ${formatMb(maxBytes)}. Send a smaller file, or a PDF export of the slides.`
    case 'name':
      return 'That file name cannot be used. Rename the file and try again.'
    case 'mismatch':
      return 'That file is not what its name says (its contents are not a real PDF, PowerPoint, Keynote or OpenDocument file), so it was deleted. Export it again and retry.'
  }
}

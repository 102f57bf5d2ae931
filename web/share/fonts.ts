import 'server-only'
import {existsSync} from 'node:fs'
import {readFile} from 'node:fs/promises'
import path from 'node:path'

/**
 * Inter for the share images, the site's own typeface. Satori (next/og) reads TTF, OTF and WOFF but
 * not WOFF2 (the site's web font, app/fonts), so the WOFF files come from the @fontsource/inter package
 * (SIL Open Font License 1.1). Looked up from the server's working directory (web/, or the standalone
 * server's), where npm workspaces and the standalone output put node_modules; next.config.ts traces
 * the two files into the standalone output (knip.json knows the package is used as files, not imported).
 */
const FILES = {400: 'inter-latin-400-normal.woff', 700: 'inter-latin-700-normal.woff'} as const

// The files are traced by next.config.ts (outputFileTracingIncludes); turbopackIgnore keeps the bundler
// from tracing the whole project for these dynamic paths.
function fontDir(): string {
  const candidates = ['node_modules', '../node_modules'].map((dir) =>
    path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir, '@fontsource/inter/files'),
  )
  const found = candidates.find((dir) => existsSync(path.join(/*turbopackIgnore: true*/ dir, FILES[700])))
  if (!found) throw new Error(`Inter for share images not found in ${candidates.join(' or ')}: run "npm ci".`)
  return found
}

let loaded: Promise<Array<{name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal'}>> | undefined

/** The fonts, read once per server. */
export function shareFonts() {
  loaded ??= (async () => {
    const dir = fontDir()
    return Promise.all(
      ([400, 700] as const).map(async (weight) => {
        const bytes = await readFile(path.join(/*turbopackIgnore: true*/ dir, FILES[weight]))
        const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
        return {name: 'Inter', data, weight, style: 'normal' as const}
      }),
    )
  })()
  loaded.catch(() => {
    loaded = undefined
  })
  return loaded
}

/**
 * How alike two first screens look: each screenshot reduced to a 32 x 20 colour thumbnail (the whole
 * screen averaged into 640 cells, so words and small details no longer count, only the layout's large
 * areas of colour), then the mean absolute difference of the thumbnails' red, green and blue values,
 * 0 (identical) to 255. Pages that open with the same centred headline on the same gradient differ by
 * under 14.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

export const THUMBNAIL = {width: 32, height: 20} as const

/** Screens closer than this look alike. */
export const ALIKE_BELOW = 14

export async function thumbnail(png: Buffer): Promise<Uint8Array> {
  const raw = await sharp(png).resize(THUMBNAIL.width, THUMBNAIL.height, {fit: 'fill'}).removeAlpha().raw().toBuffer()
  return new Uint8Array(raw)
}

export function difference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new Error('thumbnails of different sizes')
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!)
  return sum / a.length
}

/** Every pair of named thumbnails with its difference, closest first. */
export function closestPairs(thumbs: Map<string, Uint8Array>): Array<{a: string; b: string; difference: number}> {
  const names = [...thumbs.keys()]
  const pairs: Array<{a: string; b: string; difference: number}> = []
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++)
      pairs.push({a: names[i]!, b: names[j]!, difference: difference(thumbs.get(names[i]!)!, thumbs.get(names[j]!)!)})
  return pairs.sort((x, y) => x.difference - y.difference)
}

/** One PNG of every screen, labelled, `columns` across: the contact sheet a person looks at. */
export async function contactSheet(
  shots: Array<{label: string; png: Buffer}>,
  {columns, tileWidth}: {columns: number; tileWidth: number},
): Promise<Buffer> {
  const first = await sharp(shots[0]!.png).metadata()
  const tileHeight = Math.round((first.height! * tileWidth) / first.width!)
  const label = 22
  const gap = 10
  const rows = Math.ceil(shots.length / columns)
  const layers = await Promise.all(
    shots.map(async ({label: text, png}, i) => {
      const left = gap + (i % columns) * (tileWidth + gap)
      const top = gap + Math.floor(i / columns) * (tileHeight + label + gap)
      const tile = await sharp(png).resize(tileWidth, tileHeight, {fit: 'cover', position: 'top'}).toBuffer()
      const caption = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${tileWidth}" height="${label}"><text x="0" y="16" font-family="sans-serif" font-size="15" fill="#0f172a">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`,
      )
      return [
        {input: caption, left, top},
        {input: tile, left, top: top + label},
      ]
    }),
  )
  return sharp({
    create: {
      width: gap + columns * (tileWidth + gap),
      height: gap + rows * (tileHeight + label + gap),
      channels: 3,
      background: '#e2e8f0',
    },
  })
    .composite(layers.flat())
    .png()
    .toBuffer()
}

/** The file name a route's first screen is kept under ("/" is home). */
export const screenName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '~'))

/**
 * Keeps a route's first screen in `dir` (one folder per screen size, under the run's output, which
 * Playwright empties when a run starts) and returns every first screen kept there before it, by any
 * worker, that looks like it. The thumbnail is written (renamed into place whole) before the others
 * are read, so of two tests that finish together at least one sees the other: every pair of a run is
 * compared. With `compared: false` the screen is kept for the contact sheet only.
 */
export async function keepFirstScreen(
  dir: string,
  route: string,
  png: Buffer,
  {compared}: {compared: boolean},
): Promise<Array<{route: string; difference: number}>> {
  mkdirSync(dir, {recursive: true})
  const name = screenName(route)
  writeFileSync(path.join(dir, `${name}.png`), png)
  if (!compared) return []
  const own = await thumbnail(png)
  writeFileSync(path.join(dir, `${name}.thumb.part`), own)
  renameSync(path.join(dir, `${name}.thumb.part`), path.join(dir, `${name}.thumb`))
  const alike: Array<{route: string; difference: number}> = []
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.thumb') || file === `${name}.thumb`) continue
    const d = difference(own, new Uint8Array(readFileSync(path.join(dir, file))))
    if (d < ALIKE_BELOW) alike.push({route: routeOf(file.slice(0, -'.thumb'.length)), difference: d})
  }
  return alike
}

const routeOf = (name: string) => (name === 'home' ? '/' : `/${name.replaceAll('~', '/')}`)

/** The first screens kept in `dir`, in the order of `routes`, for a contact sheet. */
export function keptFirstScreens(dir: string, routes: readonly string[]): Array<{label: string; png: Buffer}> {
  return routes
    .map((route) => ({label: route, file: path.join(dir, `${screenName(route)}.png`)}))
    .filter(({file}) => existsSync(file))
    .map(({label, file}) => ({label, png: readFileSync(file)}))
}

/** Every pair of compared first screens kept in `dir`, closest first. */
export function keptPairs(dir: string): Array<{a: string; b: string; difference: number}> {
  const thumbs = new Map<string, Uint8Array>()
  for (const file of readdirSync(dir))
    if (file.endsWith('.thumb'))
      thumbs.set(routeOf(file.slice(0, -'.thumb'.length)), new Uint8Array(readFileSync(path.join(dir, file))))
  return closestPairs(thumbs)
}

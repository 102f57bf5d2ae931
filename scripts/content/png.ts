import {createHash} from 'node:crypto'
import {deflateSync} from 'node:zlib'

/**
 * Deterministic artwork for the embedded dataset: soft gradients with glowing shapes, coloured by a
 * hash of the file name. Nothing is downloaded; the same name always gives the same bytes.
 */
const crcTable = Array.from({length: 256}, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, {level: 9})),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const hsl = (h: number, s: number, l: number): [number, number, number] => {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

/** Size by naming convention: avatar-* 320×320, portrait-* 600×750, og-* 1200×630, hero-* 1600×900, else 1200×675. */
export function sizeFor(file: string): {width: number; height: number} {
  if (file.startsWith('avatar-')) return {width: 320, height: 320}
  if (file.startsWith('portrait-')) return {width: 600, height: 750}
  if (file.startsWith('og-')) return {width: 1200, height: 630}
  if (file.startsWith('hero-')) return {width: 1600, height: 900}
  if (file.startsWith('square-')) return {width: 800, height: 800}
  return {width: 1200, height: 675}
}

export function artwork(file: string): Buffer {
  const {width, height} = sizeFor(file)
  const h = createHash('sha256').update(file).digest()
  const hue = (h[0]! / 255) * 360
  const hue2 = (hue + 40 + (h[1]! / 255) * 80) % 360
  const blobs = Array.from({length: 4}, (_, i) => ({
    x: (h[2 + i * 3]! / 255) * width,
    y: (h[3 + i * 3]! / 255) * height,
    r: (0.25 + (h[4 + i * 3]! / 255) * 0.35) * Math.max(width, height),
    c: hsl((hue + i * 35) % 360, 0.75, 0.6),
  }))
  const [r0, g0, b0] = hsl(hue, 0.6, 0.18)
  const [r1, g1, b1] = hsl(hue2, 0.65, 0.32)
  const rgb = new Uint8Array(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2
      let r = r0 + (r1 - r0) * t
      let g = g0 + (g1 - g0) * t
      let b = b0 + (b1 - b0) * t
      for (const bl of blobs) {
        const d = Math.hypot(x - bl.x, y - bl.y) / bl.r
        if (d < 1) {
          const w = (1 - d) * (1 - d) * 0.55
          r += (bl.c[0] - r) * w
          g += (bl.c[1] - g) * w
          b += (bl.c[2] - b) * w
        }
      }
      // a faint grid, for a "technology" feel
      if (x % 48 === 0 || y % 48 === 0) {
        r += 10
        g += 10
        b += 14
      }
      const i = (y * width + x) * 3
      rgb[i] = Math.min(255, Math.round(r))
      rgb[i + 1] = Math.min(255, Math.round(g))
      rgb[i + 2] = Math.min(255, Math.round(b))
    }
  }
  return encodePng(width, height, rgb)
}

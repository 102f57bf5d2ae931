import {readFileSync} from 'node:fs'

/**
 * Width and height of an image file in the embedded dataset, from its own header: PNG, JPEG, WebP, or
 * SVG (its width and height attributes, else its viewBox). The site gives these to every <img>, so a
 * picture reserves its space before it loads; content:build refuses a file whose size it cannot read.
 */
export function imageSize(file: string): {width: number; height: number} {
  const buf = readFileSync(file)
  const size = readSize(buf)
  if (!size || !(size.width > 0 && size.height > 0))
    throw new Error(
      `Cannot read the width and height of ${file} (PNG, JPEG, WebP or SVG with width/height or a viewBox)`,
    )
  return size
}

export function readSize(buf: Buffer): {width: number; height: number} | undefined {
  if (buf.length >= 24 && buf.readUInt32BE(0) === 0x89504e47)
    return {width: buf.readUInt32BE(16), height: buf.readUInt32BE(20)}
  if (buf.length >= 30 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP')
    return webpSize(buf)
  if (buf.length >= 4 && buf.readUInt16BE(0) === 0xffd8) return jpegSize(buf)
  const head = buf.toString('utf8', 0, Math.min(buf.length, 4096))
  if (/<svg[\s>]/.test(head)) return svgSize(head)
  return undefined
}

function jpegSize(buf: Buffer) {
  let i = 2
  while (i + 9 < buf.length) {
    const marker = buf.readUInt16BE(i)
    const len = buf.readUInt16BE(i + 2)
    if (marker >= 0xffc0 && marker <= 0xffc3) return {height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7)}
    i += 2 + len
  }
  return undefined
}

function webpSize(buf: Buffer) {
  const chunk = buf.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return {width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3)}
  if (chunk === 'VP8 ') return {width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff}
  if (chunk === 'VP8L') {
    const bits = buf.readUInt32LE(21)
    return {width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1}
  }
  return undefined
}

function svgSize(head: string) {
  const tag = /<svg\b[^>]*>/.exec(head)?.[0]
  if (!tag) return undefined
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1]
  const px = (v: string | undefined) => (v && /^\d+(\.\d+)?(px)?$/.test(v) ? Math.round(parseFloat(v)) : undefined)
  const width = px(attr('width'))
  const height = px(attr('height'))
  if (width && height) return {width, height}
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return {width: Math.round(box[2]!), height: Math.round(box[3]!)}
  return undefined
}

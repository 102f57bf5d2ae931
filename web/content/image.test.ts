import {describe, expect, it, vi, afterEach} from 'vitest'
import {readSize} from '@agency/dataset/image-size'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const svgAsset = {
  _id: 'image-0c1d-320x320-svg',
  url: 'https://cdn.sanity.io/images/p1/production/0c1d-320x320.svg',
  width: 320,
  height: 320,
}
const pngAsset = {
  _id: 'image-9f2a-1600x900-png',
  url: 'https://cdn.sanity.io/images/p1/production/9f2a-1600x900.png',
  width: 1600,
  height: 900,
}

describe('imageProps', () => {
  it('serves an SVG asset as its own file, unoptimized, at the size the asset records', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'p1')
    const {imageProps} = await import('./image')
    expect(imageProps({alt: 'Illustrated portrait of Maya Okafor', asset: svgAsset}, 96)).toEqual({
      src: svgAsset.url,
      width: 96,
      height: 96,
      alt: 'Illustrated portrait of Maya Okafor',
      unoptimized: true,
    })
  })

  it('builds a resized CDN address for a raster asset of a live project, for the optimizer', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'p1')
    const {imageProps} = await import('./image')
    const props = imageProps({alt: 'A photo', asset: pngAsset}, 800)
    expect(props).toMatchObject({width: 800, height: 450, unoptimized: false})
    expect(props?.src).toBe('https://cdn.sanity.io/images/p1/production/9f2a-1600x900.png?w=800&fit=max&auto=format')
  })

  it('with SANITY_API_HOST, builds the address on that host, which serves the CDN paths (a proxy, the local Lake)', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'p1')
    vi.stubEnv('SANITY_API_HOST', 'http://127.0.0.1:3399')
    const {imageProps} = await import('./image')
    expect(imageProps({alt: 'A photo', asset: pngAsset}, 800)?.src).toBe(
      'http://127.0.0.1:3399/images/p1/production/9f2a-1600x900.png?w=800&fit=max&auto=format',
    )
  })

  it('serves an embedded-dataset SVG from the site itself', async () => {
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '')
    const {imageProps} = await import('./image')
    expect(
      imageProps({alt: 'x', asset: {_id: 'image-ab-1200x675-svg', url: '/seed/blog-x.svg', width: 1200, height: 675}}),
    ).toMatchObject({src: '/seed/blog-x.svg', unoptimized: true, width: 1200})
  })
})

describe('readSize', () => {
  it('reads SVG width and height, or the viewBox when they are missing', () => {
    expect(
      readSize(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 80 60"></svg>'),
      ),
    ).toEqual({width: 800, height: 600})
    expect(
      readSize(Buffer.from('<?xml version="1.0"?>\n<svg viewBox="0 0 1200 675" xmlns="http://www.w3.org/2000/svg"/>')),
    ).toEqual({width: 1200, height: 675})
    expect(readSize(Buffer.from('<svg width="100%" height="100%"></svg>'))).toBeUndefined()
  })

  it('reads PNG and WebP headers, and refuses other bytes', async () => {
    const {default: sharp} = await import('sharp')
    const pixels = {create: {width: 33, height: 21, channels: 3 as const, background: '#7c3aed'}}
    expect(readSize(await sharp(pixels).png().toBuffer())).toEqual({width: 33, height: 21})
    expect(readSize(await sharp(pixels).webp().toBuffer())).toEqual({width: 33, height: 21})
    expect(readSize(await sharp(pixels).webp({lossless: true}).toBuffer())).toEqual({width: 33, height: 21})
    expect(readSize(await sharp(pixels).jpeg().toBuffer())).toEqual({width: 33, height: 21})
    expect(readSize(Buffer.from('not an image'))).toBeUndefined()
  })
})

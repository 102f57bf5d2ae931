/**
 * /web-design's "Recent websites we have launched" are five different sites, not one template in five
 * colours: each has a layout and colours of its own, and their pictures differ in where things are,
 * not only in hue (compared in grey, each picture's brightness evened out, so colour alone cannot
 * set them apart).
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {describe, expect, it} from 'vitest'
import {imagesDir} from '@agency/dataset/seed'
import {art} from './recipes'
import type {MockupRecipe} from './index'

const FILES = [
  'site-harbor-pine.svg',
  'site-brightline-dental.svg',
  'site-lumen-legal.svg',
  'site-copper-kettle.svg',
  'site-northwind-gear.svg',
]
const recipes = FILES.map((file) => art[file] as MockupRecipe)

/** The browser window's page in each picture (mockup.ts, the portfolio-site subject: the window at 80, 60, 1040 × 580, its bar 52 high). */
const PAGE = {left: 80, top: 112, width: 1040, height: 528}

/** The site's page in grey at 96 × 54, each pixel as its distance from the mean in standard deviations. */
async function shape(file: string): Promise<number[]> {
  const pixels = await sharp(readFileSync(path.join(imagesDir, file)))
    .extract(PAGE)
    .resize(96, 54, {fit: 'fill'})
    .greyscale()
    .raw()
    .toBuffer()
  const values = [...pixels]
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) || 1
  return values.map((v) => (v - mean) / sd)
}

/** How alike two shapes are: 1 the same picture, 0 unrelated. */
const likeness = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + v * b[i]!, 0) / a.length

describe("/web-design's portfolio pictures", () => {
  it('are five sites, each with its own layout and its own colours', () => {
    const sites = recipes.map((r) => r.portfolio!)
    expect(sites.every(Boolean)).toBe(true)
    expect(new Set(sites.map((s) => s.layout)).size).toBe(5)
    expect(new Set(sites.map((s) => s.colours.page)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(sites.map((s) => s.colours.accent)).size).toBe(5)
    expect(new Set(sites.map((s) => s.colours.ink)).size).toBe(5)
    // Light pages and dark ones.
    const dark = sites.filter((s) => Number.parseInt(s.colours.page.slice(1, 3), 16) < 0x60)
    expect(dark.length).toBeGreaterThanOrEqual(2)
    expect(dark.length).toBeLessThanOrEqual(3)
  })

  // One template in five colours scored 0.92 to 0.96 here; these five score at most 0.1.
  it('differ in where things are, not only in colour', async () => {
    const shapes = await Promise.all(FILES.map(shape))
    for (let i = 0; i < shapes.length; i++)
      for (let j = i + 1; j < shapes.length; j++)
        expect(likeness(shapes[i]!, shapes[j]!), `${FILES[i]} and ${FILES[j]}`).toBeLessThan(0.5)
  })
})

import {mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {readSize} from '@agency/dataset/image-size'
import {datasetFile, imagesDir} from '@agency/dataset/seed'
import {art} from './art/recipes'
import {draw, drawSvg, type SceneRecipe} from './art'
import {personKey, portraitFile} from '@agency/studio/seed/portraits'
import {fillTypes, imageFiles, loadSchema, loadSeed, planImages, toNdjson, withKeys} from './build'

describe('content:build', () => {
  it('adds stable _keys to array objects and keeps given ones', () => {
    const a = withKeys({list: [{x: 1}, {_key: 'mine', x: 2}], tags: ['a']}, 'doc')
    const b = withKeys({list: [{x: 1}, {_key: 'mine', x: 2}], tags: ['a']}, 'doc')
    expect(a).toEqual(b)
    expect(a.list[0]).toHaveProperty('_key')
    expect(a.list[1]!._key).toBe('mine')
    expect(a.tags).toEqual(['a'])
  })

  it('fills nested _type from the schema and refuses an ambiguous section', () => {
    const schema = loadSchema()
    const page = schema.get('page')!
    const filled = fillTypes(
      {seo: {title: 't'}, sections: [{_type: 'hero', title: 'x', ctas: [{label: 'a', href: '/'}]}]},
      {type: 'object', attributes: page.attributes},
      schema,
      'p',
    ) as {seo: {_type: string}; sections: {ctas: {_type: string}[]}[]}
    expect(filled.seo._type).toBe('seo')
    expect(filled.sections[0]!.ctas[0]!._type).toBe('cta')
    expect(() =>
      fillTypes({sections: [{title: 'no type'}]}, {type: 'object', attributes: page.attributes}, schema, 'p'),
    ).toThrow(/give _type/)
  })

  it('the committed dataset is exactly what the seed modules give (run npm run content:build)', async () => {
    const docs = await loadSeed()
    expect(readFileSync(datasetFile, 'utf8')).toBe(toNdjson(docs))
    expect(new Set(docs.map((d) => d._id)).size).toBe(docs.length)
  })

  it('every image the dataset uses is in studio/seed/images with a readable size, and the seed images stay small', async () => {
    const files = imageFiles(await loadSeed())
    expect(files.length).toBeGreaterThan(80)
    let bytes = 0
    for (const f of files) {
      const buf = readFileSync(path.join(imagesDir, f))
      bytes += statSync(path.join(imagesDir, f)).size
      expect(readSize(buf), f).toMatchObject({width: expect.any(Number), height: expect.any(Number)})
    }
    expect(bytes).toBeLessThan(1_500_000)
    // Every picture is a drawing of what it shows, not a photo-sized bitmap: vector, except the share image.
    expect(files.filter((f) => !f.endsWith('.svg'))).toEqual(['og-helix-ai.png'])
  })
})

describe('generated pictures', () => {
  it('draws the same bytes every time, with the size the page reserves', () => {
    const recipe = art['blog-voice-ai-agents.svg']!
    if (recipe.kind === 'raster') throw new Error('expected a vector recipe')
    const a = drawSvg(recipe)
    expect(drawSvg(recipe)).toBe(a)
    expect(readSize(Buffer.from(a))).toEqual({width: 1200, height: 675})
    expect(a).toContain('<title>A phone call answered by an AI voice agent, with its waveform</title>')
    expect(a).not.toMatch(/<script|<image|href="http/)
  })

  it('gives a person one portrait file however the name is titled', () => {
    expect(personKey('Dr. Priya Raman')).toBe('priya-raman')
    expect(personKey('Dr. Hannah Schmidt, DVM')).toBe('hannah-schmidt')
    expect(portraitFile('Priya Raman')).toBe('portrait-priya-raman.svg')
    const recipe = art[portraitFile('Maya Okafor')]
    expect(recipe).toEqual({kind: 'portrait', name: 'Maya Okafor', hair: 'long'})
    const svg = drawSvg(recipe as never)
    expect(readSize(Buffer.from(svg))).toEqual({width: 320, height: 320})
    // Different people look different.
    expect(drawSvg(art[portraitFile('Daniel Reyes')] as never)).not.toBe(svg)
  })

  it('draws a restoration pair as the same scene: the before aged (sepia filter, grain), the after in plain colour', () => {
    const before = drawSvg(art['restore-family-before.svg'] as never)
    const after = drawSvg(art['restore-family-after.svg'] as never)
    expect(before).toContain('filter="url(#aged)"')
    expect(before).toContain('feTurbulence')
    expect(after).not.toContain('filter=')
    expect(readSize(Buffer.from(before))).toEqual(readSize(Buffer.from(after)))
  })

  it('refuses an unknown icon by name', () => {
    const recipe: SceneRecipe = {kind: 'scene', title: 't', size: 'wide', palette: 'violet', icon: 'no-such-icon'}
    expect(() => drawSvg(recipe)).toThrow(/unknown lucide icon "no-such-icon"/)
  })

  it('renders the share image to PNG, a format social networks read', async () => {
    const png = await draw(art['og-helix-ai.png']!)
    expect(readSize(png)).toEqual({width: 1200, height: 630})
    expect(png.readUInt32BE(0)).toBe(0x89504e47)
  })

  it('plans what content:build changes: stale or missing generated files, missing real files, unused files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-images-'))
    const recipes = {'a.svg': art['episode-roi-of-ai.svg']!, 'wrong.png': art['episode-roi-of-ai.svg']!}
    writeFileSync(path.join(dir, 'a.svg'), 'old drawing')
    writeFileSync(path.join(dir, 'photo.webp'), 'a real photo')
    writeFileSync(path.join(dir, 'left-over.svg'), '<svg/>')
    const plan = await planImages(['a.svg', 'photo.webp', 'missing.jpg', 'wrong.png'], recipes, dir)
    expect(plan.write.map((w) => w.file)).toEqual(['a.svg'])
    expect(plan.problems).toEqual([
      'missing.jpg is missing: add it to studio/seed/images or describe it in scripts/content/art/recipes.ts',
      'wrong.png: a scene picture is written as .svg',
    ])
    expect(plan.unused).toEqual(['left-over.svg'])
    writeFileSync(path.join(dir, 'a.svg'), plan.write[0]!.bytes)
    expect((await planImages(['a.svg'], recipes, dir)).write).toEqual([])
  })
})

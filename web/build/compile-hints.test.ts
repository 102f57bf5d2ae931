import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {addCompileHints, COMPILE_HINT, chunksWithoutHints, startupChunks} from './compile-hints'

let dist: string
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), {recursive: true})
  writeFileSync(path.join(dist, file), text)
}
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8')
const chunk = (name: string) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${JSON.stringify(name)}])`

/** A build directory shaped as next build writes it: the framework, a page's client components, an island and a lazy chunk. */
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  write(
    'build-manifest.json',
    JSON.stringify({rootMainFiles: ['static/chunks/framework.js'], polyfillFiles: ['static/chunks/polyfills.js']}),
  )
  write(
    'server/app/[[...slug]]/page_client-reference-manifest.js',
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST["/[[...slug]]/page"] = ${JSON.stringify({
      clientModules: {'[project]/web/layout/SiteScripts.client.tsx': {chunks: ['/_next/static/chunks/layout.js']}},
      entryJSFiles: {'[project]/web/app/layout': ['static/chunks/entry.js']},
    })};`,
  )
  write(
    'server/app/[[...slug]]/page/react-loadable-manifest.json',
    JSON.stringify({1: {id: 1, files: ['static/chunks/island.js']}}),
  )
  for (const name of ['framework', 'layout', 'entry', 'island', 'lazy-supabase', 'polyfills'])
    write(`static/chunks/${name}.js`, chunk(name))
})
afterEach(() => rmSync(dist, {recursive: true, force: true}))

describe('compile hints', () => {
  it('lists the framework, the client components and the islands a page starts with, and nothing loaded later', () => {
    expect([...startupChunks(dist)].sort()).toEqual([
      'static/chunks/entry.js',
      'static/chunks/framework.js',
      'static/chunks/island.js',
      'static/chunks/layout.js',
    ])
  })

  it('puts the hint on the first line of each startup chunk and leaves the others as they were', () => {
    expect(addCompileHints(dist).sort()).toHaveLength(4)
    expect(read('static/chunks/framework.js')).toBe(COMPILE_HINT + chunk('framework'))
    expect(read('static/chunks/island.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(read('static/chunks/lazy-supabase.js')).toBe(chunk('lazy-supabase'))
    expect(read('static/chunks/polyfills.js')).toBe(chunk('polyfills'))
  })

  it('adds it once however often it runs, so a chunk keeps the same bytes', () => {
    addCompileHints(dist)
    expect(addCompileHints(dist)).toEqual([])
    expect(read('static/chunks/layout.js')).toBe(COMPILE_HINT + chunk('layout'))
  })

  it('fails the build when the manifests no longer say which chunks start a page', () => {
    write('build-manifest.json', JSON.stringify({pages: {}}))
    expect(() => addCompileHints(dist)).toThrow(/lists no rootMainFiles/)
    rmSync(path.join(dist, 'build-manifest.json'))
    expect(() => addCompileHints(dist)).toThrow(/No build in .*build-manifest.json is missing/)
  })

  it('names a chunk the manifests list but the build lacks', () => {
    rmSync(path.join(dist, 'static/chunks/island.js'))
    expect(() => addCompileHints(dist)).toThrow('static/chunks/island.js is listed')
  })

  it('finds the startup chunks of a build made without the hints, and none once they are added', () => {
    expect(chunksWithoutHints(dist).sort()).toEqual([
      'static/chunks/entry.js',
      'static/chunks/framework.js',
      'static/chunks/island.js',
      'static/chunks/layout.js',
    ])
    addCompileHints(dist)
    expect(chunksWithoutHints(dist)).toEqual([])
    write('static/chunks/layout.js', chunk('layout, rebuilt'))
    expect(chunksWithoutHints(dist)).toEqual(['static/chunks/layout.js'])
  })
})

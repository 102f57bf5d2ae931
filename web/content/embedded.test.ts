import {cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {settingsQuery} from './queries'

const seed = path.resolve(__dirname, '../../studio/seed')
let dir: string | undefined

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
  if (dir) rmSync(dir, {recursive: true, force: true})
  dir = undefined
})

/** A copy of the embedded dataset the test may change. */
function copyDataset(): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-'))
  cpSync(path.join(seed, 'images'), path.join(dir, 'images'), {recursive: true})
  const file = path.join(dir, 'production.ndjson')
  cpSync(path.join(seed, 'production.ndjson'), file)
  vi.stubEnv('CONTENT_DATASET_PATH', file)
  return file
}

describe('embedded content between requests', () => {
  it('answers a repeated query from memory: the same answer, without evaluating it again', async () => {
    copyDataset()
    const {queryEmbedded} = await import('./embedded')
    const first = await queryEmbedded(settingsQuery)
    // The same object: groq-js did not run again (it builds a new result every time it runs).
    expect(await queryEmbedded(settingsQuery)).toBe(first)
  })

  it('reads the dataset again once the file changes (content:build while npm run dev runs)', async () => {
    const file = copyDataset()
    const {queryEmbedded} = await import('./embedded')
    expect((await queryEmbedded(settingsQuery))?.siteName).toBe('Helix AI')
    writeFileSync(file, readFileSync(file, 'utf8').replace('"siteName":"Helix AI"', '"siteName":"Helix AI Labs"'))
    const later = new Date(Date.now() + 5000)
    utimesSync(file, later, later)
    expect((await queryEmbedded(settingsQuery))?.siteName).toBe('Helix AI Labs')
  })
})

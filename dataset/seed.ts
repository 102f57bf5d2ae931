/**
 * The embedded dataset in this repository: studio/seed/production.ndjson and the pictures in
 * studio/seed/images/ it points at, which `npm run content:build` writes from the seed modules. For the
 * tools and tests that run from the repository; the site finds the file at run time with datasetPath()
 * (./dataset.ts), since a deployment may put it elsewhere.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {type Doc, parseDataset} from './dataset'

export const seedDir = fileURLToPath(new URL('../studio/seed', import.meta.url))
export const datasetFile = path.join(seedDir, 'production.ndjson')
export const imagesDir = path.join(seedDir, 'images')

/** Every document of the embedded dataset as a Content Lake holds it (images as asset documents). */
export function embeddedDocuments(): Doc[] {
  return parseDataset(readFileSync(datasetFile, 'utf8'), imagesDir)
}

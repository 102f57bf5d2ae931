/**
 * Copies each section's "Add section" menu picture (sections/<name>.svg, beside its file) to
 * studio/static/sections/, which the Studio serves at /static/sections/<name>.svg. Part of
 * `npm run typegen`; scripts/check-generated.sh fails when the copies are stale. The folder is emptied
 * first: a removed section's picture is not served any more.
 */
import {copyFileSync, existsSync, mkdirSync, rmSync} from 'node:fs'
import {sectionTypeNames} from './sections/index'

const from = (name: string) => new URL(`./sections/${name}.svg`, import.meta.url)
const missing = sectionTypeNames.filter((name) => !existsSync(from(name)))
if (missing.length)
  throw new Error(`No menu picture for ${missing.map((name) => `schemas/sections/${name}.svg`).join(', ')}: draw one.`)
const to = new URL('../studio/static/sections/', import.meta.url)
rmSync(to, {recursive: true, force: true})
mkdirSync(to, {recursive: true})
for (const name of sectionTypeNames) copyFileSync(from(name), new URL(`${name}.svg`, to))

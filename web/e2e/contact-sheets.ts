/**
 * Global teardown of the browser tests (playwright.config.ts): a contact sheet of every first screen
 * the page probes kept in this run (./page-probes.spec.ts), one PNG per screen size, and the five
 * closest pairs, for a person to look at. The probes themselves fail on first screens that look alike.
 */
import {existsSync, readdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import type {FullConfig} from '@playwright/test'
import {contactSheet, keptFirstScreens, keptPairs} from './first-screen-diff'
import {FIRST_SCREENS_DIR} from './probe-routes'
import {SPEC_ROUTES} from './routes'

export default async function writeContactSheets(config: FullConfig) {
  const outputDir = config.projects[0]!.outputDir
  const dir = path.join(outputDir, FIRST_SCREENS_DIR)
  if (!existsSync(dir)) return
  for (const size of readdirSync(dir)) {
    const shots = keptFirstScreens(path.join(dir, size), SPEC_ROUTES)
    if (!shots.length) continue
    const width = Number(size.split('x')[0])
    const sheet = await contactSheet(shots, width > 800 ? {columns: 6, tileWidth: 360} : {columns: 8, tileWidth: 195})
    const file = path.join(outputDir, `contact-sheet-${size}.png`)
    writeFileSync(file, sheet)
    const closest = keptPairs(path.join(dir, size))
      .slice(0, 5)
      .map((p) => `${p.a} and ${p.b}: ${p.difference.toFixed(1)}`)
      .join('; ')
    console.log(`First screens at ${size}: ${file} (${shots.length} pages; closest: ${closest})`)
  }
}

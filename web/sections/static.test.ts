import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {hydratedSections} from './registry'

/**
 * Sections outside `hydratedSections` are sent as static markup React does not hydrate
 * (components/StaticMarkup.client.tsx): an island inside one would render on the server and never
 * work in the browser. These tests follow each section's imports through the site's own modules and
 * hold the list to what the code does.
 */

const sectionsDir = __dirname
const web = path.resolve(sectionsDir, '..')

/** Client components that work inside static markup: the root layout's SiteScripts stands in for them. */
const workedInStaticMarkup = new Set(['components/StaticMarkup.client.tsx', 'components/TrackedLink.client.tsx'])

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate)
      return candidate
    } catch {}
  }
  throw new Error(`${path.relative(web, from)} imports ${specifier}, which is not a file`)
}

/** Every client module (*.client.tsx) a module reaches through the site's own imports, type-only imports aside. */
function clientModulesReached(entry: string): string[] {
  const seen = new Set<string>()
  const reached = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (file.endsWith('.client.tsx')) {
      reached.add(path.relative(web, file))
      return
    }
    const source = readFileSync(file, 'utf8')
    for (const [, typeOnly, specifier] of source.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      if (typeOnly) continue
      const next = resolveLocal(file, specifier!)
      if (next) visit(next)
    }
  }
  visit(entry)
  return [...reached].sort()
}

/** Each section type and its component's file, read from registry.tsx's imports and entries. */
function sectionFiles(): Map<string, string> {
  const registry = readFileSync(path.join(sectionsDir, 'registry.tsx'), 'utf8')
  const fileOf = new Map(
    [...registry.matchAll(/^import \{(\w+)\} from '(\.\/\w+)'$/gm)].map(([, name, file]) => [
      name!,
      resolveLocal(path.join(sectionsDir, 'registry.tsx'), file!)!,
    ]),
  )
  const body = registry.slice(registry.indexOf('export const registry = {'), registry.indexOf('} satisfies'))
  return new Map([...body.matchAll(/^\s+(\w+): (\w+),$/gm)].map(([, type, name]) => [type!, fileOf.get(name!)!]))
}

describe('static markup sections', () => {
  const sections = sectionFiles()

  it('reads every section of the registry', () => {
    expect(sections.size).toBeGreaterThan(30)
    for (const file of sections.values()) expect(file).toMatch(/\.tsx$/)
  })

  it('a section whose code reaches a client component is hydrated (registry.tsx, hydratedSections)', () => {
    const islandsInStaticMarkup = [...sections]
      .filter(([type]) => !hydratedSections.has(type as never))
      .map(([type, file]) => [type, clientModulesReached(file).filter((m) => !workedInStaticMarkup.has(m))] as const)
      .filter(([, islands]) => islands.length > 0)
    expect(islandsInStaticMarkup).toEqual([])
  })

  it('a hydrated section holds an island (else it should be static markup)', () => {
    const needless = [...hydratedSections].filter(
      (type) => clientModulesReached(sections.get(type)!).filter((m) => !workedInStaticMarkup.has(m)).length === 0,
    )
    expect(needless).toEqual([])
  })

  it('finds the islands a section reaches through other modules', () => {
    // BlogList reaches StaticMarkup through blog/ArticleGrid and blog/BlogCard, and no island: its cards'
    // Read More dialogs are worked by blog/article-dialogs.ts.
    expect(clientModulesReached(sections.get('blogList')!)).toEqual(['components/StaticMarkup.client.tsx'])
  })
})

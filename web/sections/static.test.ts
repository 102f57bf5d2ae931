import {readdirSync} from 'node:fs'
import path from 'node:path'
import type {Node} from 'oxc-parser'
import {Visitor} from 'oxc-parser'
import {describe, expect, it} from 'vitest'
import {type ClientModule, clientModulesReached, parseModule, resolveImport, web} from '../test/module-graph'
import {hydratedSections, registry} from './registry'

/**
 * The static-markup rules (docs/ARCHITECTURE.md, "Static markup"), held by reading the code as the
 * server bundle does (../test/module-graph.ts: oxc's parser and resolver, packages followed).
 *
 * 1. Sections whose registry entry lacks `hydrates: true` are sent as static markup React does not
 *    hydrate (components/StaticMarkup.client.tsx): a client component inside one renders on the server and
 *    never works in the browser. So a section whose code reaches any client module ('use client', in this
 *    repository or in a package) must say `hydrates: true`, and one that says it must reach one.
 * 2. StaticMarkup tells hydration from a later render by the page's first commit, which holds only while
 *    the whole page hydrates in one render: no Suspense boundary may hold page content.
 */

const sectionsDir = import.meta.dirname

/**
 * Client modules that work inside static markup, by the name clientModulesReached() gives them: the
 * root layout's SiteScripts works links and tracked links from document listeners
 * (layout/static-link-listeners.ts), and StaticMarkup is the wrapper itself. next/image's module holds
 * the <Image> client component, but the site takes only getImageProps from it, a plain function
 * (components/SanityImage.tsx draws a plain <img>); importing anything else from it is not allowed.
 */
const WORKED_IN_STATIC_MARKUP: ReadonlyMap<string, readonly string[] | '*'> = new Map<string, readonly string[] | '*'>([
  ['components/StaticMarkup.client.tsx', '*'],
  ['components/TrackedLink.client.tsx', '*'],
  ['next/link', '*'],
  ['next/image', ['getImageProps']],
])

const workedInStaticMarkup = ({name, names}: ClientModule) => {
  const allowed = WORKED_IN_STATIC_MARKUP.get(name)
  return allowed === '*' || (!!allowed && names !== '*' && names.every((n) => allowed.includes(n)))
}

/** What a section's code reaches that needs the browser, as "<import> (<client module>)". */
const islandsOf = (file: string) =>
  clientModulesReached(file)
    .filter((m) => !workedInStaticMarkup(m))
    .map((m) => (m.name === m.file ? m.name : `${m.name} (${m.file})`))

/**
 * Each section type and its component's file: the registry's entries, `type: {component: Component, ...}`,
 * read from registry.tsx's syntax tree.
 */
function sectionFiles(): Map<string, string> {
  const file = path.join(sectionsDir, 'registry.tsx')
  const {program} = parseModule(file)
  const imported = new Map<string, string>()
  for (const statement of program.body)
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type')
      for (const specifier of statement.specifiers) imported.set(specifier.local.name, statement.source.value)
  const files = new Map<string, string>()
  new Visitor({
    VariableDeclarator(declarator) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'registry') return
      const object = declarator.init?.type === 'TSSatisfiesExpression' ? declarator.init.expression : declarator.init
      if (object?.type !== 'ObjectExpression') throw new Error('registry.tsx: `registry` is not an object literal')
      for (const property of object.properties) {
        const entry = property.type === 'Property' && property.key.type === 'Identifier' ? property.value : null
        const component =
          entry?.type === 'ObjectExpression'
            ? entry.properties.find(
                (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'component',
              )
            : undefined
        if (property.type !== 'Property' || property.key.type !== 'Identifier' || component?.type !== 'Property')
          throw new Error(`registry.tsx: an entry that is not \`type: {component: Component}\` at ${property.start}`)
        if (component.value.type !== 'Identifier')
          throw new Error(`registry.tsx: a component that is not an imported name at ${component.start}`)
        const specifier = imported.get(component.value.name)
        if (!specifier) throw new Error(`registry.tsx: ${component.value.name} is not imported`)
        files.set(property.key.name, resolveImport(file, specifier)!)
      }
    },
  }).visit(program)
  return files
}

describe('static markup sections', () => {
  const sections = sectionFiles()

  it('reads every section of the registry, and only those', () => {
    expect([...sections.keys()].sort()).toEqual(Object.keys(registry).sort())
    for (const file of sections.values()) expect(file).toMatch(/\.tsx$/)
  })

  it('a section whose code reaches a client component is hydrated (registry.tsx, `hydrates: true`)', () => {
    const islandsInStaticMarkup = [...sections]
      .filter(([type]) => !hydratedSections.has(type as never))
      .map(([type, file]) => [type, islandsOf(file)] as const)
      .filter(([, islands]) => islands.length > 0)
    expect(islandsInStaticMarkup).toEqual([])
  })

  it('a hydrated section holds an island (else it should be static markup)', () => {
    const needless = [...hydratedSections].filter((type) => islandsOf(sections.get(type)!).length === 0)
    expect(needless).toEqual([])
  })

  it('finds the client modules a section reaches through other modules and through packages', () => {
    // BlogList reaches StaticMarkup through blog/ArticleGrid and blog/BlogCard, next/link's client module
    // through components/SmartLink, and no island: its cards' Read More dialogs are worked by
    // blog/article-dialogs.ts.
    const reached = clientModulesReached(sections.get('blogList')!)
    expect(reached.map((m) => m.name).sort()).toEqual(['components/StaticMarkup.client.tsx', 'next/image', 'next/link'])
    expect(reached.find((m) => m.name === 'next/image')).toMatchObject({names: ['getImageProps']})
    expect(islandsOf(sections.get('blogList')!)).toEqual([])
    // The quiz's island is a client module of this repository, loaded through sections/islands.client.tsx.
    expect(islandsOf(sections.get('quiz')!)).toEqual(['sections/islands.client.tsx'])
  })
})

/** The site's modules that render pages: everything under web/ but tests, browser tests and the test harness. */
function siteModules(dir = web): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') || ['e2e', 'test'].includes(entry.name)
        ? []
        : siteModules(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/**
 * Components a Suspense boundary may hold: they show no page content, so the boundary splits nothing
 * off the page's one hydration. ServerInterrupt gives an error page its status and renders nothing in
 * the browser (layout/ErrorPages.tsx); the Toaster shows toasts only, and mounts with the first one,
 * long after hydration (layout/SiteScripts.client.tsx, next/dynamic with `ssr: false`).
 */
const CONTENTLESS = new Set(['ServerInterrupt', 'Toaster'])

/**
 * Components a Suspense boundary may hold because the server never renders them: they appear only
 * after the visitor acts, so no boundary is written into the page's HTML (nothing outlined, nothing
 * split off its hydration). The quiz's results and lead form are a chunk of their own, asked for at
 * the first answer and shown after the last (quiz/Quiz.client.tsx).
 */
const AFTER_A_VISITORS_ACTION = new Set(['Results'])

/**
 * Every Suspense boundary in `file` that holds anything but one contentless component, as
 * "<file>:<line>": React's <Suspense> (imported under any name, or as React.Suspense), and next/dynamic
 * given `ssr: false` or `loading`, which wraps the component it loads in one
 * (next/dist/shared/lib/lazy-dynamic/loadable.js), unless that component is assigned to a contentless name.
 */
function suspenseAroundContent(file: string): string[] {
  const {program, source} = parseModule(file)
  const suspense = new Set<string>()
  const react = new Set<string>()
  const dynamic = new Set<string>()
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue
    for (const specifier of statement.specifiers) {
      if (statement.source.value === 'react') {
        if (specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier')
          if (specifier.imported.name === 'Suspense') suspense.add(specifier.local.name)
        if (specifier.type !== 'ImportSpecifier') react.add(specifier.local.name)
      }
      if (statement.source.value === 'next/dynamic' && specifier.type === 'ImportDefaultSpecifier')
        dynamic.add(specifier.local.name)
    }
  }
  const where = (node: Node) => `${path.relative(web, file)}:${source.slice(0, node.start).split('\n').length}`
  const found: string[] = []
  /** The name each `const Name = dynamic(...)` gives the component it loads, by the call's position. */
  const loadedAs = new Map<number, string>()
  new Visitor({
    VariableDeclarator(declarator) {
      if (declarator.id.type === 'Identifier' && declarator.init?.type === 'CallExpression')
        loadedAs.set(declarator.init.start, declarator.id.name)
    },
    JSXElement(element) {
      const name = element.openingElement.name
      const isSuspense =
        (name.type === 'JSXIdentifier' && suspense.has(name.name)) ||
        (name.type === 'JSXMemberExpression' &&
          name.object.type === 'JSXIdentifier' &&
          react.has(name.object.name) &&
          name.property.name === 'Suspense')
      if (!isSuspense) return
      const held = element.children.filter((child) => child.type !== 'JSXText' || child.value.trim())
      const [only] = held
      const contentless =
        held.length === 1 &&
        only?.type === 'JSXElement' &&
        only.openingElement.name.type === 'JSXIdentifier' &&
        (CONTENTLESS.has(only.openingElement.name.name) || AFTER_A_VISITORS_ACTION.has(only.openingElement.name.name))
      if (!contentless) found.push(`${where(element)} <Suspense> around content`)
    },
    CallExpression(call) {
      if (call.callee.type !== 'Identifier' || !dynamic.has(call.callee.name) || call.arguments.length < 2) return
      const options = call.arguments[1]!
      const splits =
        options.type !== 'ObjectExpression' ||
        options.properties.some(
          (p) => p.type !== 'Property' || (p.key.type === 'Identifier' && ['ssr', 'loading'].includes(p.key.name)),
        )
      if (splits && !CONTENTLESS.has(loadedAs.get(call.start) ?? ''))
        found.push(`${where(call)} next/dynamic with ssr or loading (a Suspense boundary)`)
    },
  }).visit(program)
  return found
}

describe('no Suspense boundary holds page content', () => {
  it('no route has a loading file: Next wraps the segment it sits in, page and all, in a Suspense boundary', () => {
    const loading = (dir: string): string[] =>
      readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
        entry.isDirectory()
          ? loading(path.join(dir, entry.name))
          : /^loading\.[jt]sx?$/.test(entry.name)
            ? [path.relative(web, path.join(dir, entry.name))]
            : [],
      )
    expect(loading(path.join(web, 'app'))).toEqual([])
  })

  it('a Suspense boundary in the site holds only a component that renders no content', () => {
    const modules = siteModules()
    expect(modules.length).toBeGreaterThan(100)
    expect(modules.flatMap(suspenseAroundContent)).toEqual([])
  })

  it('finds the boundaries it checks', () => {
    // layout/ErrorPages.tsx holds a <Suspense> around ServerInterrupt, layout/SiteScripts.client.tsx loads
    // the Toaster with next/dynamic and `ssr: false`, the quiz a <Suspense> around its results;
    // islands.client.tsx calls next/dynamic without options.
    for (const [file, boundary] of [
      ['layout/ErrorPages.tsx', '<Suspense fallback={null}>'],
      ['layout/SiteScripts.client.tsx', '{ssr: false}'],
      ['quiz/Quiz.client.tsx', '<Suspense fallback={null}>'],
    ] as const) {
      expect(parseModule(path.join(web, file)).source).toContain(boundary)
      expect(suspenseAroundContent(path.join(web, file))).toEqual([])
    }
  })
})

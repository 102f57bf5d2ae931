import {readFileSync} from 'node:fs'
import path from 'node:path'
import {createClient} from '@sanity/client'
import {createSourceFromConfig, type Source} from 'sanity'
import {createStructureBuilder, type StructureBuilder} from 'sanity/structure'
import {beforeAll, describe, expect, it} from 'vitest'
import config from './sanity.config'
import {AREA_SLUGS, PAGE_AREAS} from './pageAreas'
import {defaultDocumentNode, structure} from './structure'

/**
 * The Studio's structure and templates, resolved the way the Studio resolves them, from the real
 * config and schema, without a Sanity project: the client is never called.
 */
let source: Source
let S: StructureBuilder

beforeAll(async () => {
  const client = createClient({projectId: 'offline0', dataset: 'production', apiVersion: '2025-02-24', useCdn: false})
  source = await createSourceFromConfig({
    ...config,
    currentUser: {
      id: 'editor',
      name: 'Editor',
      email: 'editor@example.com',
      role: 'administrator',
      roles: [{name: 'administrator', title: 'Administrator'}],
    },
    getClient: () => client,
  })
  S = createStructureBuilder({source, defaultDocumentNode, perspectiveStack: []})
})

type Node = {
  id: string
  title?: string
  items?: Node[]
  child?: unknown
  options?: {filter?: string; params?: Record<string, unknown>}
  initialValueTemplates?: {templateId: string}[]
}

async function resolve(item: Node, parent?: Node): Promise<Node> {
  const child = item.child as ((id: string, ctx: object) => unknown) | {serialize: () => Node} | undefined
  const value = typeof child === 'function' ? await child(item.id, {parent, index: 0, splitIndex: 0, path: []}) : child
  return (
    value && typeof (value as {serialize?: unknown}).serialize === 'function'
      ? (value as {serialize: () => Node}).serialize()
      : value
  ) as Node
}

const byTitle = (node: Node, title: string) => {
  const found = node.items?.find((i) => i.title === title)
  if (!found) throw new Error(`No item "${title}" in ${node.title}: ${node.items?.map((i) => i.title).join(', ')}`)
  return found
}

describe('Studio structure', () => {
  it('resolves: settings, grouped pages, packages by kind with "All packages", add-ons, listed content', async () => {
    const root = (structure(S, {...source, schema: source.schema} as never) as {serialize: () => Node}).serialize()
    expect(root.items?.map((i) => i.title).filter(Boolean)).toEqual(
      [
        'Site settings',
        'Quiz settings',
        'Pages',
        'Packages and offers',
        'Add-ons',
        'Testimonials',
        'Service cards',
        'Blog articles',
        'Blog categories',
        'Quiz questions',
        'Quiz areas',
        'Team',
        'Podcast episodes',
        'Redirects',
      ].filter((t) => t !== 'Blog categories' || source.schema.get('blogCategory')),
    )

    const pages = await resolve(byTitle(root, 'Pages'))
    expect(pages.items?.map((i) => i.title).filter(Boolean)).toEqual([
      'Core services',
      'Sales pages',
      'Products',
      'Industries',
      'Company and legal',
      'Other pages',
      'All pages',
    ])
    const sales = await resolve(byTitle(pages, 'Sales pages'))
    expect(sales.options?.params?.slugs).toContain('digital-marketing-services')

    const packages = await resolve(byTitle(root, 'Packages and offers'))
    expect(packages.items?.map((i) => i.title).filter(Boolean)).toEqual([
      'Marketing packages',
      'Voice agent packages',
      'Consultation packages',
      'General packages',
      'Courses, sessions and plans',
      'All packages',
    ])
    const marketing = await resolve(byTitle(packages, 'Marketing packages'))
    expect(marketing.options).toMatchObject({
      filter: '_type == $type && kind == $kind',
      params: {type: 'servicePackage', kind: 'marketing'},
    })
    expect(marketing.initialValueTemplates?.map((t) => t.templateId)).toEqual(['servicePackage-marketing'])
    const all = await resolve(byTitle(packages, 'All packages'), packages)
    expect(all.options?.filter).toBe('_type == $type')
    expect(all.options?.params).toEqual({type: 'servicePackage'})
  })

  it('puts each seeded page in one area and no slug in two', () => {
    const seeded = readFileSync(path.resolve(__dirname, 'seed/production.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as {_type: string; slug?: {current: string}})
      .filter((d) => d._type === 'page')
      .map((d) => d.slug!.current)
    expect(seeded.filter((slug) => !AREA_SLUGS.includes(slug))).toEqual([])
    expect(new Set(AREA_SLUGS).size).toBe(AREA_SLUGS.length)
    expect(PAGE_AREAS.map((a) => a.title)).toEqual([
      'Core services',
      'Sales pages',
      'Products',
      'Industries',
      'Company and legal',
    ])
  })

  it('gives packages, add-ons, testimonials, service cards and articles a "Used on" tab', () => {
    const views = (type: string) =>
      (
        (
          defaultDocumentNode(S, {schemaType: type, documentId: 'x'} as never) as {
            getViews: () => {getId: () => string}[] | undefined
          }
        ).getViews() ?? []
      ).map((v) => v.getId())
    for (const type of ['servicePackage', 'addOn', 'testimonial', 'serviceCard', 'blogArticle'])
      expect(views(type)).toEqual(['editor', 'used-on'])
    expect(views('page')).toEqual([])
  })
})

describe('templates set the kind', () => {
  it.each([
    ['servicePackage-marketing', 'New marketing package', 'servicePackage', 'marketing'],
    ['servicePackage-voice', 'New voice agent package', 'servicePackage', 'voice'],
    ['servicePackage-consultation', 'New consultation package', 'servicePackage', 'consultation'],
    ['servicePackage-general', 'New general package', 'servicePackage', 'general'],
    ['servicePackage-offer', 'New course, session or plan', 'servicePackage', 'offer'],
    ['addOn-marketing', 'New marketing add-on', 'addOn', 'marketing'],
    ['addOn-general', 'New other add-on', 'addOn', 'general'],
  ])('%s: "%s" creates a %s of kind %s', async (id, title, schemaType, kind) => {
    const template = source.templates.find((t) => t.id === id)
    expect(template).toMatchObject({title, schemaType})
    const value = typeof template!.value === 'function' ? await template!.value({}, {} as never) : template!.value
    expect(value).toEqual({kind})
  })

  it('offers no template that creates a package or add-on without a kind, and none for singletons', () => {
    const ids = source.templates.map((t) => t.id)
    expect(ids).not.toContain('servicePackage')
    expect(ids).not.toContain('addOn')
    expect(ids).not.toContain('siteSettings')
    for (const t of source.templates.filter((t) => t.schemaType === 'servicePackage' || t.schemaType === 'addOn')) {
      expect((t.value as {kind?: string}).kind).toBeTruthy()
    }
  })
})

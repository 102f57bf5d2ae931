import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {DOCUMENT_TYPES, pageTags} from './tags'
import {WEBHOOK_FILTER, WEBHOOK_PROJECTION} from '@agency/schemas/lib/webhook'
import {tagsFor} from './webhook'

describe('cache tags come from the schema', () => {
  it('lists every document type of the schema', () => {
    expect([...DOCUMENT_TYPES].sort()).toEqual(
      [
        'addOn',
        'blogArticle',
        'blogCategory',
        'page',
        'podcastEpisode',
        'quizArea',
        'quizQuestion',
        'quizSettings',
        'redirect',
        'serviceCard',
        'servicePackage',
        'siteSettings',
        'teamMember',
        'testimonial',
      ].sort(),
    )
  })

  it('the README tells editors to set up the webhook with exactly the filter and projection the site reads', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8')
    const filter = /^- Filter.*`([^`]*)`$/m.exec(readme)
    const projection = /^- Projection.*`([^`]*)`$/m.exec(readme)
    expect(filter, 'the README has no webhook filter line').not.toBeNull()
    expect(projection, 'the README has no webhook projection line').not.toBeNull()
    expect(filter![1]).toBe(WEBHOOK_FILTER)
    expect(projection![1]).toBe(WEBHOOK_PROJECTION)
    const listed = JSON.parse(`[${/\[([^\]]*)\]/.exec(WEBHOOK_FILTER)![1]}]`) as string[]
    expect(listed.sort()).toEqual([...DOCUMENT_TYPES].sort())
  })

  it('a page depends on every other document type but redirects, and on itself by slug, not on the other pages', () => {
    const tags = pageTags('about')
    for (const type of DOCUMENT_TYPES.filter((t) => t !== 'page' && t !== 'redirect')) expect(tags).toContain(type)
    expect(tags).not.toContain('redirect')
    expect(tags).toContain('page:about')
    expect(tags).not.toContain('page')
    expect(tags.filter((t) => t.startsWith('page:'))).toEqual(['page:about'])
  })

  it('a changed document invalidates its type, its id and its addresses, old and new', () => {
    expect(tagsFor({_type: 'servicePackage', _id: 'drafts.pkg-voice-basic'})).toEqual([
      'servicePackage',
      'servicePackage:pkg-voice-basic',
    ])
    expect(tagsFor({_type: 'page', _id: 'page-about', slug: 'about'})).toEqual([
      'page',
      'page:page-about',
      'page:about',
    ])
    expect(pageTags('about')).toEqual(expect.arrayContaining(['page:about']))
    expect(tagsFor({_type: 'page', _id: 'page-about', slug: 'about-us', previousSlug: 'about'})).toEqual([
      'page',
      'page:page-about',
      'page:about-us',
      'page:about',
    ])
    expect(tagsFor({_type: 'blogArticle', _id: 'a1', slug: 'my-post'})).toEqual([
      'blogArticle',
      'blogArticle:a1',
      'blogArticle:my-post',
    ])
  })

  it('a price change reaches every page, a page change only that page', () => {
    for (const tag of tagsFor({_type: 'servicePackage', _id: 'pkg-voice-basic'}).slice(0, 1))
      expect(pageTags('ai-voice-agents')).toContain(tag)
    const pageChange = tagsFor({_type: 'page', _id: 'page-about', slug: 'about'})
    expect(pageTags('about').some((t) => pageChange.includes(t))).toBe(true)
    expect(pageTags('contact').some((t) => pageChange.includes(t))).toBe(false)
  })

  it('a type the schema does not have invalidates nothing', () => {
    expect(tagsFor({_type: 'sanity.imageAsset', _id: 'image-1'})).toEqual([])
    expect(tagsFor({})).toEqual([])
  })
})

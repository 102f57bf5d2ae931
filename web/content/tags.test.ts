import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {DOCUMENT_TYPES, pageTags, tagsFor} from './tags'

describe('cache tags come from the schema', () => {
  it('lists every document type of the schema', () => {
    expect([...DOCUMENT_TYPES].sort()).toEqual(
      [
        'addOn',
        'blogArticle',
        'blogCategory',
        'page',
        'podcastEpisode',
        'quizQuestion',
        'quizSettings',
        'serviceCard',
        'servicePackage',
        'siteSettings',
        'teamMember',
        'testimonial',
      ].sort(),
    )
  })

  it('the README tells editors to send the webhook for exactly these types', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8')
    const filter = /- Filter.*: `_type in \[([^\]]*)\]`/.exec(readme)
    expect(filter, 'the README has no webhook filter line').not.toBeNull()
    const listed = JSON.parse(`[${filter![1]}]`) as string[]
    expect(listed.sort()).toEqual([...DOCUMENT_TYPES].sort())
  })

  it('a page depends on every document type, so a change to any of them re-renders it', () => {
    const tags = pageTags('about')
    for (const type of DOCUMENT_TYPES) expect(tags).toContain(type)
    expect(tags).toContain('page:about')
  })

  it('a changed document invalidates its type, its id and its slug, and what the page fetches carry', () => {
    expect(tagsFor({_type: 'servicePackage', _id: 'drafts.pkg-voice-basic'})).toEqual([
      'servicePackage',
      'servicePackage:pkg-voice-basic',
    ])
    expect(tagsFor({_type: 'page', _id: 'page-about', slug: 'about'})).toEqual([
      'page',
      'page:page-about',
      'page:about',
    ])
    expect(pageTags('about')).toEqual(
      expect.arrayContaining(
        tagsFor({_type: 'page', _id: 'page-about', slug: 'about'}).filter((t) => t !== 'page:page-about'),
      ),
    )
    expect(tagsFor({_type: 'blogArticle', _id: 'a1', slug: 'my-post'})).toEqual([
      'blogArticle',
      'blogArticle:a1',
      'blogArticle:my-post',
    ])
  })

  it('a type the schema does not have invalidates nothing', () => {
    expect(tagsFor({_type: 'sanity.imageAsset', _id: 'image-1'})).toEqual([])
    expect(tagsFor({})).toEqual([])
  })
})

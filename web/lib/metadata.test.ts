import {describe, expect, it} from 'vitest'
import {pageMetadata, searchMetadata} from './metadata'
import type {Page, Settings} from './types'

const settings = {siteName: 'Helix AI', description: 'AI services for growing businesses.'} as Settings
const seo = (image?: Page['seo']['image']) =>
  ({
    title: 'AI Voice Agents | Helix AI',
    description: 'Voice agents that answer every call.',
    keywords: ['voice'],
    image,
  }) as Page['seo']
const picture = (id: string, url: string) => ({alt: 'Our team', asset: {_id: id, url, width: 2400, height: 1260}})

const images = (m: ReturnType<typeof pageMetadata>) => m.openGraph?.images as Array<Record<string, unknown>>

describe('share images in the head', () => {
  it('a page without its own share image points at its generated card, 1200×630 PNG, absolute', () => {
    const meta = pageMetadata({seo: seo()}, settings, '/ai-voice-agents')
    expect(images(meta)).toEqual([
      {
        url: 'http://localhost:3000/share-image/ai-voice-agents',
        width: 1200,
        height: 630,
        alt: 'AI Voice Agents | Helix AI',
        type: 'image/png',
      },
    ])
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['http://localhost:3000/share-image/ai-voice-agents'],
    })
    expect(images(pageMetadata({seo: seo()}, settings, '/'))[0]!.url).toBe('http://localhost:3000/share-image')
    expect(images(pageMetadata({seo: seo()}, settings, '/blog/measuring-ai-roi', {type: 'article'}))[0]!.url).toBe(
      'http://localhost:3000/share-image/blog/measuring-ai-roi',
    )
  })

  it("an archive page and a category's further pages share their first page's card", () => {
    const archive = pageMetadata({seo: seo()}, settings, '/blog/page/3', {shareAddress: '/blog'})
    expect(images(archive)[0]!.url).toBe('http://localhost:3000/share-image/blog')
    expect(archive.alternates?.canonical).toBe('http://localhost:3000/blog/page/3')
    const category = pageMetadata({seo: seo()}, settings, '/blog/category/politics/page/2', {
      shareAddress: '/blog/category/politics',
    })
    expect(images(category)[0]!.url).toBe('http://localhost:3000/share-image/blog/category/politics')
  })

  it("an editor's share image wins, with its own size", () => {
    const own = picture('image-abc-2400x1260-png', '/seed/team.png')
    const [image] = images(pageMetadata({seo: seo(own as never)}, settings, '/about'))
    expect(image).toEqual({url: 'http://localhost:3000/seed/team.png', width: 1200, height: 630, alt: 'Our team'})
  })

  it('a vector picture, which social networks do not read, gives way to the card', () => {
    const svg = picture('image-abc-1200x630-svg', '/seed/cover.svg')
    expect(images(pageMetadata({seo: seo(svg as never)}, settings, '/about'))[0]!.url).toBe(
      'http://localhost:3000/share-image/about',
    )
  })

  it('the search page is never indexed and shares the home page’s card', () => {
    const meta = searchMetadata(settings, 'Results for “voice”')
    expect(meta.title).toBe('Results for “voice” | Helix AI')
    expect(meta.robots).toEqual({index: false, follow: true})
    expect(images(meta as never)[0]!.url).toBe('http://localhost:3000/share-image')
  })
})

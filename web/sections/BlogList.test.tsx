import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it, vi} from 'vitest'
import {embeddedDocuments} from '@agency/scripts/content/validation'
import type {ReadMoreDialogLabels} from '../blog/ReadMoreDialog.client'
import {BlogCard} from './BlogList'

// The dialog island is lazy-loaded by Next.js (sections/islands.tsx); render the component itself here.
vi.mock('./islands.client', async () => ({
  ReadMoreDialog: (await import('../blog/ReadMoreDialog.client')).ReadMoreDialog,
}))

type Article = Parameters<typeof BlogCard>[0]['article']

const base: Article = {
  _id: 'blog-test',
  title: 'A test article about AI',
  slug: 'a-test-article',
  excerpt: 'An excerpt long enough to stand for the real thing on the card.',
  date: '2025-04-06',
  category: 'AI Research',
  image: {alt: null, crop: null, hotspot: null, asset: null},
  body: null,
}

const block = (text: string) => ({
  _type: 'block' as const,
  _key: text.slice(0, 8),
  style: 'normal' as const,
  children: [{_type: 'span' as const, _key: 's', text, marks: []}],
})

/** The seeded site wording: the specification's "Read More". */
const seeded = embeddedDocuments().find((d) => d._id === 'siteSettings')!.wording as ReadMoreDialogLabels

/** Words an editor could have typed instead. */
const labels = {
  readMore: 'Weiterlesen',
  closeArticle: 'Artikel schließen',
  closeDialog: 'Schließen',
  openArticlePage: 'Zur Artikelseite',
  articleText: 'Artikeltext',
}

describe('BlogCard', () => {
  it('without content shows "Read More" as a link to /contact and no dialog, preview or article link', () => {
    const html = renderToStaticMarkup(<BlogCard article={base} labels={seeded} />)
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Read More<\/a>/)
    expect(html).not.toContain('<dialog')
    expect(html).not.toContain('data-preview')
    expect(html).not.toContain('href="/blog/a-test-article"')
    expect(html).toContain('Apr 6, 2025')
  })

  it('with content shows the 300-character preview, the Read More button with its dialog, and the article link', () => {
    const text = 'Word '.repeat(100)
    const html = renderToStaticMarkup(<BlogCard article={{...base, body: [block(text)]}} labels={seeded} />)
    expect(html).toMatch(/<button[^>]*>Read More<\/button>/)
    expect(html).toContain('<dialog')
    expect(html).toContain('href="/blog/a-test-article"')
    const preview = /data-preview="[^"]*"[^>]*>([^<]*)</.exec(html)?.[1] ?? /data-preview[^>]*>([^<]*)</.exec(html)?.[1]
    expect(preview).toBe(`${text.slice(0, 300).trimEnd()}...`)
    expect(html).not.toMatch(/href="\/contact"[^>]*>Read More/)
  })

  it("labels the card's button and the dialog with the site's wording", () => {
    const html = renderToStaticMarkup(<BlogCard article={{...base, body: [block('Some words.')]}} labels={labels} />)
    expect(html).toContain('>Weiterlesen<')
    expect(html).toContain('aria-label="Artikel schließen"')
    expect(html).toContain('>Schließen<')
    expect(html).toContain('>Zur Artikelseite<')
    expect(html).toContain('aria-label="Artikeltext"')
    expect(html).not.toMatch(/Read More|Close|Open the article|Article text/)
  })

  it('labels the link of a card without content with the same wording', () => {
    const html = renderToStaticMarkup(<BlogCard article={base} labels={labels} />)
    expect(html).toMatch(/href="\/contact"[^>]*>Weiterlesen</)
  })
})

import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'
import {embeddedDocuments} from '@agency/dataset/seed'
import type {Wording} from '../lib/types'
import {BlogCard, type CardArticle} from './BlogCard'

const base: CardArticle = {
  _id: 'blog-test',
  title: 'A test article about AI',
  slug: 'a-test-article',
  excerpt: 'An excerpt long enough to stand for the real thing on the card.',
  date: '2025-04-06',
  category: {title: 'AI Research', slug: 'ai-research'},
  image: {alt: null, crop: null, hotspot: null, asset: null},
  body: null,
}

const block = (text: string, key = text.slice(0, 8)) => ({
  _type: 'block' as const,
  _key: key,
  style: 'normal' as const,
  children: [{_type: 'span' as const, _key: 's', text, marks: []}],
})

/** The seeded site wording: the specification's "Read More", "{n} min read". */
const seeded = embeddedDocuments().find((d) => d._id === 'siteSettings')!.wording as NonNullable<Wording>

/** Words an editor could have typed instead. */
const german: NonNullable<Wording> = {
  ...seeded,
  readMore: 'Weiterlesen',
  closeArticle: 'Artikel schließen',
  closeDialog: 'Schließen',
  openArticlePage: 'Zur Artikelseite',
  articleText: 'Artikeltext',
  readingTime: '{n} Min. Lesezeit',
}

const render = (article: Partial<CardArticle>, wording: Wording = seeded, readMore = true) =>
  renderToStaticMarkup(
    <BlogCard article={{...base, ...article} as CardArticle} wording={wording} readMore={readMore} />,
  )

describe('BlogCard', () => {
  it('without content shows "Read More" as a link to /contact and no dialog, preview, reading time or article link', () => {
    const html = render({})
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Read More<\/a>/)
    expect(html).not.toContain('<dialog')
    expect(html).not.toContain('data-preview')
    expect(html).not.toContain('min read')
    expect(html).not.toContain('href="/blog/a-test-article"')
    expect(html).toContain('Apr 6, 2025')
  })

  it('with content shows the 300-character preview, the Read More button with its dialog, and the article link', () => {
    const text = 'Word '.repeat(100)
    const html = render({body: [block(text)]})
    expect(html).toMatch(/<button[^>]*>Read More<\/button>/)
    expect(html).toContain('<dialog')
    expect(html).toContain('href="/blog/a-test-article"')
    const preview = /data-preview="[^"]*"[^>]*>([^<]*)</.exec(html)?.[1] ?? /data-preview[^>]*>([^<]*)</.exec(html)?.[1]
    expect(preview).toBe(`${text.slice(0, 300).trimEnd()}...`)
    expect(html).not.toMatch(/href="\/contact"[^>]*>Read More/)
  })

  it('puts only the preview in the page: the dialog fetches the article text when it opens', () => {
    const html = render({
      body: [block('Opening words. '.repeat(30), 'a'), block('A closing line only the article page holds.', 'b')],
    })
    expect(html).not.toContain('A closing line only the article page holds.')
    expect(html.match(/Opening words\./g)?.length).toBeGreaterThan(1) // the card and the dialog's preview
  })

  it('shows the reading time from the text and links the category to its page', () => {
    const html = render({body: [block('word '.repeat(900))]})
    expect(html).toContain('>4 min read<')
    expect(html).toMatch(/<a[^>]*href="\/blog\/category\/ai-research"[^>]*>AI Research<\/a>/)
  })

  it("labels the card's button, the dialog and the reading time with the site's wording", () => {
    const html = render({body: [block('Some words.')]}, german)
    expect(html).toContain('>Weiterlesen<')
    expect(html).toContain('aria-label="Artikel schließen"')
    expect(html).toContain('>Schließen<')
    expect(html).toContain('>Zur Artikelseite<')
    expect(html).toContain('aria-label="Artikeltext"')
    expect(html).toContain('>1 Min. Lesezeit<')
    expect(html).not.toMatch(/Read More|Close|Open the article|Article text|min read/)
  })

  it('sends the dialog as markup the browser works: the button names it by invoker command, and it names its text and status words', () => {
    const html = render({body: [block('Some words.')]})
    expect(html).toMatch(
      /<button type="button" commandfor="read-more-a-test-article" command="show-modal" aria-haspopup="dialog"[^>]*>Read More</,
    )
    expect(html).toMatch(
      /<dialog id="read-more-a-test-article" aria-labelledby="read-more-a-test-article-title" data-article-dialog="\/api\/articles\/a-test-article"/,
    )
    expect(html).toContain('<h2 id="read-more-a-test-article-title"')
    expect(html.match(/commandfor="read-more-a-test-article" command="close"/g)).toHaveLength(2)
    expect(html).toMatch(
      /role="status" data-article-status="" data-loading="[^"]+" data-failed="The article could not be loaded here\. Open its page to read it\."/,
    )
    // No handler: nothing in the card asks React to hydrate it.
    expect(html).not.toMatch(/on[A-Z]\w+=/)
  })

  it('labels the link of a card without content with the same wording', () => {
    expect(render({}, german)).toMatch(/href="\/contact"[^>]*>Weiterlesen</)
  })

  it('without Read More (related articles) shows neither preview nor dialog', () => {
    const html = render({body: [block('Some words.')]}, seeded, false)
    expect(html).not.toContain('data-preview')
    expect(html).not.toContain('<dialog')
    expect(html).toContain('href="/blog/a-test-article"')
  })
})

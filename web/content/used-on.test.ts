import {readFileSync} from 'node:fs'
import path from 'node:path'
import {type UsedOnPlace, usedOnQuery} from '@agency/schemas/lib/usedOn'
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {parseDataset} from '@agency/dataset/dataset'

/**
 * The Studio's "Used on" list (the Presentation tool's locations and the document's own view) runs
 * this query. Here it runs with groq-js, Sanity's GROQ engine, over the embedded dataset.
 */
const seed = path.resolve(__dirname, '../../studio/seed')
const dataset = parseDataset(readFileSync(path.join(seed, 'production.ndjson'), 'utf8'), path.join(seed, 'images'))

async function usedOn(id: string, type: string, docs: unknown[] = dataset): Promise<string[]> {
  const params = {id, type}
  const places = (await (await evaluate(parse(usedOnQuery, {params}), {dataset: docs, params})).get()) as UsedOnPlace[]
  return places.map((p) => p.path)
}

describe('"used on": the pages that show a document', () => {
  it('the Standard digital-marketing package is shown on /digital-marketing-services only', async () => {
    expect(await usedOn('pkg-marketing-standard', 'servicePackage')).toEqual(['/digital-marketing-services'])
  })

  it('the SEO add-on is shown on /digital-marketing-services; the phone-numbers add-on on /ai-voice-agents', async () => {
    expect(await usedOn('addon-marketing-seo', 'addOn')).toEqual(['/digital-marketing-services'])
    expect(await usedOn('addon-voice-numbers', 'addOn')).toEqual(['/ai-voice-agents'])
  })

  it('a package whose price an article quotes lists the pages and then the articles', async () => {
    const paths = await usedOn('pkg-leadconnect-pro', 'servicePackage')
    expect(paths).toContain('/leadconnect')
    const articles = paths.filter((p) => p.startsWith('/blog/'))
    expect(articles.length).toBeGreaterThan(0)
    expect(paths.slice(-articles.length)).toEqual(articles)
  })

  it('an article is on its own page and on the blog, whose list shows every article', async () => {
    expect(await usedOn('blog-ai-lead-generation-qualified-pipeline', 'blogArticle')).toEqual([
      '/blog',
      '/blog/ai-lead-generation-qualified-pipeline',
    ])
  })

  it('a testimonial and a service card list the home page', async () => {
    expect(await usedOn('testimonial-home-amara', 'testimonial')).toContain('/')
    expect(await usedOn('serviceCard-agent-builder', 'serviceCard')).toContain('/')
  })

  it('follows the content: a page that stops referencing the package drops out, drafts never count', async () => {
    const withoutPage = dataset.filter((d) => d._id !== 'page-digital-marketing-services')
    expect(await usedOn('pkg-marketing-standard', 'servicePackage', withoutPage)).toEqual([])
    const page = dataset.find((d) => d._id === 'page-digital-marketing-services')!
    expect(
      await usedOn('pkg-marketing-standard', 'servicePackage', [
        ...withoutPage,
        {...page, _id: 'drafts.page-digital-marketing-services'},
      ]),
    ).toEqual([])
  })
})

import {describe, expect, it} from 'vitest'
import type {Doc} from './dataset'
import {embeddedDocuments} from './seed'
import {describeMarker, validateAll} from './validation'

const errors = async (docs: Doc[], subject: Doc) => {
  const [r] = await validateAll(docs, [subject])
  return (r?.markers ?? []).filter((m) => m.level === 'error').map(describeMarker)
}

describe("the embedded dataset passes the schema's own validation rules", () => {
  const docs = embeddedDocuments()

  it('has every page of the route table and the site settings', () => {
    expect(docs.some((d) => d._id === 'siteSettings')).toBe(true)
    expect(docs.filter((d) => d._type === 'page').length).toBeGreaterThanOrEqual(46)
  })

  it('every document validates without errors (custom rules and references included)', async () => {
    const results = await validateAll(docs)
    const failures = results.flatMap((r) =>
      r.markers.filter((m) => m.level === 'error').map((m) => `${r.id} ${describeMarker(m)}`),
    )
    expect(failures).toEqual([])
  }, 120_000)
})

describe('validation rules stop what would break a page', () => {
  const docs = embeddedDocuments()
  const pkg = docs.find((d) => d._id === 'pkg-voice-basic')!
  const page = docs.find((d) => d._id === 'page-web-design')!

  it('refuses a negative price, a discount over 100 and an http checkout link', async () => {
    const bad = {
      ...pkg,
      price: {_type: 'price', amount: -5},
      discountPercent: 120,
      checkoutUrl: 'http://pay.example.com/x',
    }
    const e = await errors(docs, bad)
    expect(e.some((m) => m.startsWith('price.amount'))).toBe(true)
    expect(e.some((m) => m.startsWith('discountPercent'))).toBe(true)
    expect(e.some((m) => m.startsWith('checkoutUrl'))).toBe(true)
  })

  it('refuses a price with neither amount nor text, and digits in a suffix', async () => {
    const e = await errors(docs, {...pkg, price: {_type: 'price', suffix: ' per 2 minutes'}})
    expect(e.some((m) => m.includes('amount or a text'))).toBe(true)
    expect(e.some((m) => m.startsWith('price.suffix'))).toBe(true)
  })

  it('refuses a page without SEO copy, with a bad slug or an internal link that is not a path', async () => {
    const sections = (page.sections as Record<string, unknown>[]).map((s, i) =>
      i === 0 ? {...s, ctas: [{_key: 'k', _type: 'cta', label: 'Go', href: 'contact'}]} : s,
    )
    const bad = {...page, slug: {_type: 'slug', current: 'Web Design'}, seo: {_type: 'seo', title: 'x'}, sections}
    const e = await errors(docs, bad)
    // Sanity reports rules on a slug field as warnings (shown in the Studio before publishing).
    const [all] = await validateAll(docs, [bad])
    expect(all!.markers.some((m) => m.path[0] === 'slug' && /lowercase/.test(m.message))).toBe(true)
    expect(e.some((m) => m.startsWith('seo.description'))).toBe(true)
    expect(e.some((m) => m.includes('Start with /'))).toBe(true)
  })

  it('refuses a reference to a document that does not exist', async () => {
    const home = docs.find((d) => d._id === 'page-index')!
    const sections = (home.sections as Record<string, unknown>[]).map((s) =>
      s._type === 'testimonials' ? {...s, items: [{_key: 'a', _type: 'reference', _ref: 'testimonial-missing'}]} : s,
    )
    const e = await errors(docs, {...home, sections})
    expect(e.join('\n')).toMatch(/testimonial|exist|reference/i)
  })

  it('refuses a phone number that is not international', async () => {
    const settings = docs.find((d) => d._id === 'siteSettings')!
    const e = await errors(docs, {...settings, phoneNumber: '555-0100'})
    expect(e.some((m) => m.startsWith('phoneNumber'))).toBe(true)
  })
})

describe('redirects: the Studio refuses a chain, a loop and an address outside the allowlist', () => {
  const docs = embeddedDocuments()
  const redirect = (id: string, source: string, destination: string, permanent = true): Doc => ({
    _id: id,
    _type: 'redirect',
    source,
    destination,
    permanent,
  })
  const markers = async (all: Doc[], subject: Doc) => {
    const [r] = await validateAll(all, [subject])
    return (r?.markers ?? []).map((m) => `${m.level} ${describeMarker(m)}`)
  }

  it('the seeded /services redirect is valid', async () => {
    const services = docs.find((d) => d._id === 'redirect-services')!
    expect(services).toMatchObject({source: '/services', destination: '/', permanent: false})
    expect(await markers(docs, services)).toEqual([])
  })

  it('refuses a destination that is itself redirected (a chain) and one that leads back (a loop)', async () => {
    const all = [...docs, redirect('r-a', '/old-a', '/old-b'), redirect('r-b', '/old-b', '/contact')]
    expect((await markers(all, redirect('r-new', '/older', '/old-a'))).join('\n')).toMatch(
      /^error destination: Chain: \/old-a is itself redirected \(\/older → \/old-a → \/old-b → \/contact\)/m,
    )
    expect((await markers(all, {...redirect('r-b', '/old-b', '/old-a')})).join('\n')).toMatch(
      /^error destination: Loop: \/old-b → \/old-a → \/old-b/m,
    )
  })

  it('refuses a destination outside the link allowlist and a source that is not a path', async () => {
    const e = await markers(docs, redirect('r-bad', 'https://www.helixai.example/x', 'javascript:alert(1)'))
    expect(e.some((m) => m.startsWith('error source: Start with /'))).toBe(true)
    expect(e.some((m) => m.startsWith('error destination: Give a path on this site'))).toBe(true)
  })

  it('refuses a second redirect from the same address', async () => {
    const e = await markers(docs, redirect('r-twice', '/services', '/contact'))
    expect(e).toContain('error source: Another redirect already starts at this address')
  })

  it('warns when the source is a published page’s or category page’s address', async () => {
    const warning =
      'warning source: A published page, article or category page has this address: the redirect will send its visitors away from it'
    expect(await markers(docs, redirect('r-page', '/about', '/contact'))).toEqual([warning])
    expect(await markers(docs, redirect('r-category', '/blog/category/politics', '/blog'))).toEqual([warning])
    expect(await markers(docs, redirect('r-no-category', '/blog/category/no-such-category', '/blog'))).toEqual([])
  })
})

import {describe, expect, it} from 'vitest'
import {
  chainProblem,
  destinationProblem,
  findRedirect,
  planSlugChange,
  publishedAddressOf,
  redirectLocation,
  redirectStatus,
  sourceProblem,
  type StoredRedirect,
} from './redirects'

const rule = (source: string, destination: string, permanent = true) => ({source, destination, permanent})

describe('a redirect source is a path on this site', () => {
  it('accepts paths, including articles and encoded characters', () => {
    for (const ok of ['/old-page', '/blog/old-article', '/services', '/caf%C3%A9', '/'])
      expect(sourceProblem(ok)).toBeNull()
  })

  it('refuses full addresses, relative paths, query strings, trailing slashes and the site’s own addresses', () => {
    expect(sourceProblem('https://www.helixai.example/old')).toMatch(/Start with \//)
    expect(sourceProblem('old-page')).toMatch(/Start with \//)
    expect(sourceProblem('//evil.example/x')).toMatch(/Start with \//)
    expect(sourceProblem('/old page')).toMatch(/without spaces/)
    expect(sourceProblem('/old?x=1')).toMatch(/query string/)
    expect(sourceProblem('/old#top')).toMatch(/query string/)
    expect(sourceProblem('/old/')).toMatch(/slash at the end/)
    expect(sourceProblem('/api/revalidate')).toMatch(/\/api\//)
    expect(sourceProblem('/_next/static/x.js')).toMatch(/\/_next\//)
    expect(sourceProblem('/seed')).toMatch(/\/seed\//)
    expect(sourceProblem('')).toMatch(/old address/)
    expect(sourceProblem(undefined)).toMatch(/old address/)
  })
})

describe('a redirect destination passes the link allowlist', () => {
  it('accepts a path on this site (with its own query and anchor) and https addresses', () => {
    for (const ok of ['/', '/contact?topic=voice#form', 'https://partner.example.com/offer'])
      expect(destinationProblem(ok)).toBeNull()
  })

  it('refuses what the allowlist refuses, and links that are not addresses to go to', () => {
    expect(destinationProblem('javascript:alert(1)')).toMatch(/path on this site/)
    expect(destinationProblem('http://partner.example.com')).toMatch(/https:\/\//)
    expect(destinationProblem('//evil.example')).toMatch(/single \//)
    expect(destinationProblem('/%2F%2Fevil.example')).toMatch(/path on this site/)
    expect(destinationProblem('https://user:pass@evil.example')).toMatch(/path on this site/)
    expect(destinationProblem('mailto:hello@helixai.example')).toMatch(/path on this site/)
    expect(destinationProblem('tel:+15550100')).toMatch(/path on this site/)
    expect(destinationProblem('#pricing')).toMatch(/path on this site/)
    expect(destinationProblem('contact')).toMatch(/path on this site/)
  })
})

describe('no chain, no loop', () => {
  const others = [rule('/a', '/b'), rule('/b', '/c'), rule('/x', 'https://partner.example.com/')]

  it('a destination that is itself redirected is a chain, named to its end', () => {
    expect(chainProblem(rule('/new', '/b'), others)).toBe(
      'Chain: /b is itself redirected (/new → /b → /c). Point this redirect at /c directly',
    )
  })

  it('a source another redirect leads to is a chain', () => {
    expect(chainProblem(rule('/c', '/d'), others)).toMatch(/^Chain: \/b already redirects here/)
  })

  it('a redirect to itself, or round a circle back to itself, is a loop', () => {
    expect(chainProblem(rule('/same', '/same/'), [])).toMatch(/leads to itself/)
    expect(chainProblem(rule('/c', '/a'), others)).toMatch(/^Loop: \/c → \/a → \/b → \/c/)
  })

  it('a destination’s query string and anchor do not hide a chain', () => {
    expect(chainProblem(rule('/new', '/b?ref=mail#top'), others)).toMatch(/^Chain/)
  })

  it('independent redirects, and https destinations, are fine', () => {
    expect(chainProblem(rule('/d', '/contact'), others)).toBeNull()
    expect(chainProblem(rule('/e', 'https://partner.example.com/b'), others)).toBeNull()
  })
})

describe('applying a redirect', () => {
  const rules = [rule('/services', '/', false), rule('/old', '/contact?topic=voice'), rule('/caf%C3%A9', '/menu')]

  it('finds the rule for a path, with or without a trailing slash or percent-escapes', () => {
    expect(findRedirect(rules, '/services')?.destination).toBe('/')
    expect(findRedirect(rules, '/services/')?.destination).toBe('/')
    expect(findRedirect(rules, '/café')?.destination).toBe('/menu')
    expect(findRedirect(rules, '/services-more')).toBeUndefined()
  })

  it('answers 308 for a permanent redirect and 307 for a temporary one', () => {
    expect(redirectStatus(rules[0]!)).toBe(307)
    expect(redirectStatus(rules[1]!)).toBe(308)
  })

  it('keeps the query string, after the destination’s own parameters; a path stays a path', () => {
    const request = new URL('https://www.helixai.example/old?utm_source=mail&x=1')
    expect(redirectLocation(rules[1]!, request)).toBe('/contact?topic=voice&utm_source=mail&x=1')
    expect(redirectLocation(rules[0]!, new URL('https://www.helixai.example/services?a=b'))).toBe('/?a=b')
    expect(redirectLocation(rules[0]!, new URL('https://www.helixai.example/services'))).toBe('/')
    expect(redirectLocation(rules[0]!, new URL('https://www.helixai.example/services?q=a%20b+c&q=%F0%9F%99%82'))).toBe(
      '/?q=a%20b+c&q=%F0%9F%99%82',
    )
    expect(redirectLocation(rule('/p', 'https://partner.example.com/offer#top'), request)).toBe(
      'https://partner.example.com/offer?utm_source=mail&x=1#top',
    )
  })
})

describe('a source that is a published address', () => {
  it('names the page, article or category page it would shadow', () => {
    expect(publishedAddressOf('/')).toEqual({type: 'page', slug: 'index'})
    expect(publishedAddressOf('/blog/category/politics')).toEqual({type: 'blogCategory', slug: 'politics'})
    expect(publishedAddressOf('/blog/category/politics/page/2')).toBeNull()
    expect(publishedAddressOf('/about')).toEqual({type: 'page', slug: 'about'})
    expect(publishedAddressOf('/blog/measuring-ai-roi')).toEqual({type: 'blogArticle', slug: 'measuring-ai-roi'})
    expect(publishedAddressOf('/a/b/c')).toBeNull()
  })
})

describe('the slug-change action’s decision', () => {
  const stored = (id: string, source: string, destination: string): StoredRedirect => ({
    _id: id,
    source,
    destination,
    permanent: true,
  })

  it('a published page with a new slug gets a permanent redirect from its old address', () => {
    expect(planSlugChange({type: 'page', publishedSlug: 'about', newSlug: 'about-us', redirects: []})).toEqual({
      create: {source: '/about', destination: '/about-us', permanent: true},
      retarget: [],
      remove: [],
    })
    expect(
      planSlugChange({type: 'blogArticle', publishedSlug: 'old-post', newSlug: 'new-post', redirects: []})?.create,
    ).toEqual({source: '/blog/old-post', destination: '/blog/new-post', permanent: true})
  })

  it('nothing moves for a document never published, an unchanged slug, no slug or another type', () => {
    expect(planSlugChange({type: 'page', publishedSlug: undefined, newSlug: 'new', redirects: []})).toBeNull()
    expect(planSlugChange({type: 'page', publishedSlug: 'same', newSlug: 'same', redirects: []})).toBeNull()
    expect(planSlugChange({type: 'page', publishedSlug: 'old', newSlug: '', redirects: []})).toBeNull()
    expect(planSlugChange({type: 'servicePackage', publishedSlug: 'a', newSlug: 'b', redirects: []})).toBeNull()
  })

  it('redirects that led to the old address now lead to the new one, so there is no chain', () => {
    const plan = planSlugChange({
      type: 'page',
      publishedSlug: 'about',
      newSlug: 'about-us',
      redirects: [stored('r1', '/team', '/about#people'), stored('r2', '/company', '/contact')],
    })
    expect(plan?.retarget).toEqual([{_id: 'r1', source: '/team', destination: '/about-us#people'}])
  })

  it('renaming back removes the redirect from the new address, so there is no loop, and replaces the old one', () => {
    const plan = planSlugChange({
      type: 'page',
      publishedSlug: 'about-us',
      newSlug: 'about',
      redirects: [stored('r1', '/about', '/about-us'), stored('r2', '/about-us', '/somewhere-else')],
    })
    expect(plan?.create).toEqual({source: '/about-us', destination: '/about', permanent: true})
    expect(plan?.remove.map((r) => r._id).sort()).toEqual(['r1', 'r2'])
    expect(plan?.retarget).toEqual([])
    // The plan's result has neither a chain nor a loop.
    expect(chainProblem(plan!.create, [])).toBeNull()
  })

  it('a blog category with a new slug moves its page under /blog/category/', () => {
    const plan = planSlugChange({type: 'blogCategory', publishedSlug: 'politics', newSlug: 'ai-policy', redirects: []})
    expect(plan?.create).toEqual({
      source: '/blog/category/politics',
      destination: '/blog/category/ai-policy',
      permanent: true,
    })
  })

  it('the home page moves from /', () => {
    expect(planSlugChange({type: 'page', publishedSlug: 'index', newSlug: 'home', redirects: []})?.create.source).toBe(
      '/',
    )
  })
})

/**
 * The Studio's warning on frame addresses the site's Content-Security-Policy would block
 * (schemas/lib/frame-hosts.ts), as the Studio runs it on a page: Sanity's own validation over the
 * embedded dataset.
 */
import {afterEach, describe, expect, it} from 'vitest'
import {embeddedDocuments} from './seed'
import {validateAll} from './validation'

describe('in the Studio', () => {
  const docs = embeddedDocuments()
  const before = process.env.SANITY_STUDIO_CSP_FRAME_HOSTS
  afterEach(() => {
    if (before === undefined) delete process.env.SANITY_STUDIO_CSP_FRAME_HOSTS
    else process.env.SANITY_STUDIO_CSP_FRAME_HOSTS = before
  })

  const pageWithEmbed = () => {
    const page = docs.find(
      (d) => d._type === 'page' && (d.sections as {_type: string}[]).some((s) => s._type === 'embed'),
    )!
    const index = (page.sections as {_type: string}[]).findIndex((s) => s._type === 'embed')
    return {page, index}
  }
  const embedMarkers = async (url: string) => {
    const {page, index} = pageWithEmbed()
    const sections = (page.sections as Record<string, unknown>[]).map((s, i) => (i === index ? {...s, url} : s))
    const [r] = await validateAll(docs, [{...page, sections}])
    return (r?.markers ?? []).filter((m) => m.path[0] === 'sections' && m.path.at(-1) === 'url')
  }

  it('warns (without blocking publishing) on an embed from a host the site does not allow', async () => {
    process.env.SANITY_STUDIO_CSP_FRAME_HOSTS = 'https://forms.example.com https://calendar.example.com'
    const markers = await embedMarkers('https://player.vimeo.com/video/1')
    expect(markers).toHaveLength(1)
    expect(markers[0]!.level).toBe('warning')
    expect(markers[0]!.message).toContain('Frames work from: https://calendar.example.com, https://forms.example.com.')
  })

  it('is silent for an embed from an allowed host', async () => {
    process.env.SANITY_STUDIO_CSP_FRAME_HOSTS = 'https://forms.example.com'
    expect(await embedMarkers('https://forms.example.com/contact')).toEqual([])
  })
})

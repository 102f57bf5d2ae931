import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'
import {SanityImage} from './SanityImage'

const photo = {
  alt: 'A team meeting',
  asset: {_id: 'image-abc-2400x1600-png', url: '/seed/team.png', width: 2400, height: 1600},
}
const drawing = {
  alt: 'A funnel',
  asset: {_id: 'image-def-1200x675-svg', url: '/seed/funnel.svg', width: 1200, height: 675},
}

describe('SanityImage (a plain <img> with next/image props, no client component)', () => {
  it('offers a raster picture through the image optimiser at every width, lazy, with its alt text and size', () => {
    const html = renderToStaticMarkup(
      <SanityImage image={photo} sizes="(min-width: 1024px) 50vw, 100vw" className="w-full" />,
    )
    expect(html).toMatch(/^<img /)
    expect(html).toContain('alt="A team meeting"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('width="1600"')
    expect(html).toContain('height="1067"')
    expect(html).toContain('sizes="(min-width: 1024px) 50vw, 100vw"')
    expect(html).toMatch(/srcSet="[^"]*\/_next\/image\?url=%2Fseed%2Fteam\.png&amp;w=640&amp;q=75 640w, /)
    expect(html).not.toContain('fetchPriority')
  })

  it('serves a drawing as the file itself, and fetches a picture above the fold first', () => {
    const html = renderToStaticMarkup(<SanityImage image={drawing} sizes="100vw" priority />)
    expect(html).toContain('src="/seed/funnel.svg"')
    expect(html).not.toContain('srcSet')
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
  })

  it('draws a fixed-width picture at that width, offered at 1x and 2x', () => {
    const html = renderToStaticMarkup(<SanityImage image={photo} sizes="48px" />)
    expect(html).toContain('width="48"')
    expect(html).toContain('height="32"')
    expect(html).toMatch(/srcSet="[^"]*w=48[^"]* 1x, [^"]*w=96[^"]* 2x"/)
  })

  it('draws nothing without an asset', () => {
    expect(renderToStaticMarkup(<SanityImage image={{alt: 'x', asset: null}} sizes="100vw" />)).toBe('')
  })
})

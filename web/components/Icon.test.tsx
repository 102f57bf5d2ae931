import {ICON_NAMES, isIconList} from '@agency/schemas/lib/icons'
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'
import {Icon} from './Icon'

describe('Icon (Lucide drawings by content name)', () => {
  it.each(ICON_NAMES)('draws %s as its own inline SVG, hidden from screen readers', (name) => {
    const html = renderToStaticMarkup(<Icon name={name} className="h-5 w-5" />)
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/)
    expect(html).toContain('class="lucide')
    expect(html).toContain('h-5 w-5')
    expect(html).toContain('stroke-width="1.8"')
    if (name !== 'sparkles') expect(html).not.toBe(renderToStaticMarkup(<Icon name="sparkles" className="h-5 w-5" />))
  })

  it('gives every name a different drawing', () => {
    const drawings = new Set(
      ICON_NAMES.map((name) => renderToStaticMarkup(<Icon name={name} className="x" />).replace(/class="[^"]*"/, '')),
    )
    expect(drawings.size).toBe(ICON_NAMES.length)
  })

  it('draws the sparkles for a missing or unknown name, and labels an icon that carries meaning', () => {
    const sparkles = renderToStaticMarkup(<Icon name="sparkles" />)
    expect(renderToStaticMarkup(<Icon name={null} />)).toBe(sparkles)
    expect(renderToStaticMarkup(<Icon name="no-such-icon" />)).toBe(sparkles)
    const labelled = renderToStaticMarkup(<Icon name="star" label="Rated" />)
    expect(labelled).toContain('role="img"')
    expect(labelled).toContain('aria-label="Rated"')
    expect(labelled).not.toContain('aria-hidden')
  })

  it('the Studio recognises the icon fields by their list of names', () => {
    expect(isIconList({list: ICON_NAMES.map((n) => ({title: n, value: n}))})).toBe(true)
    expect(isIconList({list: [{title: 'a', value: 'a'}]})).toBe(false)
    expect(isIconList(undefined)).toBe(false)
  })
})

import {readFileSync} from 'node:fs'
import {iconSprite} from '@agency/schemas/lib/icon-sprite'
import {ICON_NAMES, isIconList} from '@agency/schemas/lib/icons'
import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'
import {Icon} from './Icon'

const sprite = readFileSync(new URL('../public/icons.svg', import.meta.url), 'utf8')
const symbolOf = (name: string) => sprite.match(new RegExp(`<symbol id="${name}"[^>]*>([\\s\\S]*?)</symbol>`))

describe('Icon (Lucide drawings by content name, from one sprite)', () => {
  it.each(ICON_NAMES)('draws %s from its symbol in the sprite, hidden from screen readers', (name) => {
    const html = renderToStaticMarkup(<Icon name={name} className="h-5 w-5" />)
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/)
    expect(html).toContain('class="h-5 w-5"')
    expect(html).toContain(`<use href="/icons.svg#${name}"></use>`)
    expect(symbolOf(name)?.[0]).toContain('stroke-width="1.8"')
  })

  it('gives every name its own drawing in the sprite, and the served sprite is the one the drawings make', () => {
    const drawings = new Set(ICON_NAMES.map((name) => symbolOf(name)?.[1]))
    expect(drawings.has(undefined)).toBe(false)
    expect(drawings.size).toBe(ICON_NAMES.length)
    expect(sprite, 'web/public/icons.svg is stale: run npm run typegen').toBe(iconSprite())
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

import {SanityImage} from '../components/SanityImage'
import {isDark, Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

type Layout = {grid: string; width: string; sizes: string}

const three: Layout = {
  grid: '@xl:grid-cols-2 @4xl:grid-cols-3',
  width: 'max-w-6xl',
  sizes: '(min-width: 1280px) 370px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}

const layouts: Record<number, Layout> = {
  1: {grid: '', width: 'max-w-5xl', sizes: '(min-width: 1280px) 1024px, 100vw'},
  2: {grid: '@xl:grid-cols-2', width: 'max-w-6xl', sizes: '(min-width: 1280px) 560px, (min-width: 640px) 50vw, 100vw'},
  3: three,
}

/** Pictures with captions in a grid. Never above the fold, so every picture loads lazily at its own size. */
export function Gallery({section}: {section: SectionOf<'gallery'>}) {
  const dark = isDark(section.tone)
  const layout = layouts[clean(section.columns) ?? 3] ?? three
  return (
    <Section frame={section} width={layout.width}>
      <ul className={`grid gap-6 ${layout.grid}`} data-gallery>
        {section.images.map((item) => (
          <li key={item._key}>
            <figure
              className={`overflow-hidden rounded-2xl ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`}
            >
              <SanityImage image={item.image} sizes={layout.sizes} className="h-auto w-full" />
              {item.caption ? (
                <figcaption className={`px-5 py-4 text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
                  {item.caption}
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

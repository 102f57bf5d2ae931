import {Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

const widths = {narrow: 'max-w-3xl', wide: 'max-w-6xl', full: 'max-w-none'} as const

/**
 * A third-party frame at the size content gives it. Lazy: it loads only when scrolled near, so the
 * page's first paint never waits for another site.
 */
export function Embed({section}: {section: SectionOf<'embed'>}) {
  const width = widths[(clean(section.width) ?? 'wide') as keyof typeof widths] ?? widths.wide
  const height = section.height
  const frame = (
    <iframe
      src={clean(section.url)}
      title={section.title}
      loading="lazy"
      height={height}
      allow={clean(section.allow) || undefined}
      referrerPolicy="strict-origin-when-cross-origin"
      style={{height, minHeight: section.minHeight ?? undefined}}
      className="block w-full rounded-2xl border-0 bg-white shadow-sm ring-1 ring-slate-200"
    />
  )
  return (
    <Section frame={section} width={width}>
      {section.containerHeight ? (
        <div data-embed-container style={{height: section.containerHeight}} className="overflow-hidden">
          {frame}
        </div>
      ) : (
        frame
      )}
    </Section>
  )
}

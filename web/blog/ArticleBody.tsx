import {formatPrice, type PriceValue} from '@agency/schemas/lib/price'
import {PortableText, type PortableTextComponents} from '@portabletext/react'

interface PriceRefValue {
  offer?: {_id?: string; title?: string | null; price?: PriceValue | null} | null
}

/** A price quoted in the text, formatted by the site's one price formatter from the offer that holds it. */
function PriceRef({value}: {value: PriceRefValue}) {
  const text = formatPrice(value.offer?.price)
  if (!text) return null
  return (
    <strong data-price={value.offer?._id} className="whitespace-nowrap font-semibold text-slate-900">
      {text}
    </strong>
  )
}

// scroll-mt: a heading reached from the contents list stops below the sticky top bar.
const headingClass = {
  h2: 'mt-10 scroll-mt-20 text-2xl font-bold tracking-tight text-slate-900',
  h3: 'mt-8 scroll-mt-20 text-xl font-semibold text-slate-900',
  h4: 'mt-6 text-lg font-semibold text-slate-900',
}

/** The ids of an article page's headings by block key (blog/contents.ts), for its contents list. */
type Anchors = ReadonlyMap<string, string>

/**
 * The article's components. `shift` moves headings one level down: inside the read-more dialog the
 * article's title is the dialog's h2, so its sections become h3 to h5. `anchors` gives h2 and h3 their
 * ids on the article page.
 */
function components(shift: boolean, anchors?: Anchors): PortableTextComponents {
  const H2 = shift ? 'h3' : 'h2'
  const H3 = shift ? 'h4' : 'h3'
  const H4 = shift ? 'h5' : 'h4'
  const id = (key: string | undefined) => (key ? anchors?.get(key) : undefined)
  return {
    block: {
      h2: ({children, value}) => (
        <H2 id={id(value._key)} className={headingClass.h2}>
          {children}
        </H2>
      ),
      h3: ({children, value}) => (
        <H3 id={id(value._key)} className={headingClass.h3}>
          {children}
        </H3>
      ),
      h4: ({children}) => <H4 className={headingClass.h4}>{children}</H4>,
      normal: ({children}) => <p className="mt-4 leading-relaxed text-slate-700">{children}</p>,
    },
    list: {
      bullet: ({children}) => (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">{children}</ul>
      ),
    },
    marks: {
      strong: ({children}) => <strong className="font-semibold text-slate-900">{children}</strong>,
    },
    types: {
      priceRef: PriceRef,
    },
  }
}

const inDialog = components(true)

/** An article's Portable Text body: headings, paragraphs, bullet lists, bold and quoted prices. */
export function ArticleBody({value, shift = false, anchors}: {value: unknown; shift?: boolean; anchors?: Anchors}) {
  return <PortableText value={value as never} components={shift ? inDialog : components(false, anchors)} />
}

import {PortableText, type PortableTextComponents} from '@portabletext/react'
import {safeHref} from '@agency/schemas/lib/url'
import Link from 'next/link'
import {clean, isExternal} from '../lib/href'

interface TableValue {
  caption?: string | null
  rows?: {_key: string; cells?: string[] | null}[] | null
}

const components: PortableTextComponents = {
  block: {
    h2: ({children}) => <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">{children}</h2>,
    h3: ({children}) => <h3 className="mt-8 text-xl font-semibold text-slate-900">{children}</h3>,
    h4: ({children}) => <h4 className="mt-6 text-lg font-semibold text-slate-900">{children}</h4>,
    normal: ({children}) => <p className="mt-4 leading-relaxed text-slate-700">{children}</p>,
  },
  list: {
    bullet: ({children}) => <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">{children}</ul>,
    number: ({children}) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">{children}</ol>,
  },
  marks: {
    link: ({value, children}) => {
      // Only addresses the URL allowlist accepts become links; anything else stays plain text.
      const href = safeHref(clean((value as {href?: string} | undefined)?.href))
      if (!href) return <>{children}</>
      return isExternal(href) ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-violet-700 underline underline-offset-2"
        >
          {children}
        </a>
      ) : (
        <Link href={href} className="font-medium text-violet-700 underline underline-offset-2">
          {children}
        </Link>
      )
    },
  },
  types: {
    table: ({value}: {value: TableValue}) => {
      const [head, ...rows] = value.rows ?? []
      return (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            {value.caption ? (
              <caption className="mb-2 text-left font-semibold text-slate-900">{value.caption}</caption>
            ) : null}
            <thead>
              <tr>
                {head?.cells?.map((c, i) => (
                  <th
                    key={i}
                    scope="col"
                    className="border-b-2 border-slate-300 px-3 py-2 font-semibold text-slate-900"
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r._key} className="border-b border-slate-200">
                  {r.cells?.map((c, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-3 py-2 font-medium text-slate-900">
                        {c}
                      </th>
                    ) : (
                      <td key={i} className="px-3 py-2 text-slate-700">
                        {c}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    },
  },
}

/** Rich text from content: headings, paragraphs, lists, bold, links and tables. */
export function PortableBody({value, extra}: {value: unknown; extra?: PortableTextComponents['types']}) {
  return (
    <PortableText
      value={value as never}
      components={extra ? {...components, types: {...components.types, ...extra}} : components}
    />
  )
}

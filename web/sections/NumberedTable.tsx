import {isDark, Section} from '../components/Section'
import type {SectionOf} from '../lib/types'

/** Numbered paragraphs as a real table: a number column (row headers) and a text column, named by the section heading. */
export function NumberedTable({section}: {section: SectionOf<'numberedTable'>}) {
  const dark = isDark(section.tone)
  const headingId = `${section._key}-heading`
  return (
    <Section frame={section} width="max-w-4xl" headingId={headingId}>
      <div
        className={`overflow-x-auto rounded-2xl ring-1 ${dark ? 'ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`}
      >
        <table aria-labelledby={headingId} className="w-full border-collapse text-left">
          <thead className={dark ? 'bg-slate-900' : 'bg-violet-50'}>
            <tr>
              <th
                scope="col"
                className={`w-20 px-5 py-3 text-sm font-semibold ${dark ? 'text-violet-200' : 'text-violet-900'}`}
              >
                {section.numberLabel || 'No.'}
              </th>
              <th
                scope="col"
                className={`px-5 py-3 text-sm font-semibold ${dark ? 'text-violet-200' : 'text-violet-900'}`}
              >
                {section.textLabel}
              </th>
            </tr>
          </thead>
          <tbody className={`divide-y ${dark ? 'divide-slate-800' : 'divide-slate-200'}`}>
            {section.rows.map((row, i) => (
              <tr key={row._key} className="align-top">
                <th
                  scope="row"
                  className={`px-5 py-4 text-lg font-bold tabular-nums ${dark ? 'text-violet-300' : 'text-violet-700'}`}
                >
                  {i + 1}
                </th>
                <td className={`px-5 py-4 leading-relaxed ${dark ? 'text-slate-300' : 'text-slate-700'}`}>
                  {row.title ? (
                    <strong className={`font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>{row.title}. </strong>
                  ) : null}
                  {row.text}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}

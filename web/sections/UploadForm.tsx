import {Icon} from '../components/Icon'
import {isDark, Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'

/**
 * A file upload handled by the hosting platform's form service: a plain multipart POST (works without
 * JavaScript) with the hidden `form-name` field and one required file field limited to `accept`.
 */
export function UploadForm({section}: {section: SectionOf<'uploadForm'>}) {
  const dark = isDark(section.tone)
  const name = clean(section.formName)
  const fieldId = `${name}-file`
  const helpId = section.help ? `${name}-help` : undefined
  return (
    <Section frame={section} width="max-w-2xl">
      <form
        name={name}
        method="POST"
        action={clean(section.action)}
        encType="multipart/form-data"
        data-netlify="true"
        className={`rounded-3xl p-6 shadow-sm ring-1 sm:p-8 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white ring-slate-200'}`}
      >
        <input type="hidden" name="form-name" value={name} />
        <label htmlFor={fieldId} className="flex items-center gap-2 font-semibold">
          <Icon name="file" className="h-5 w-5 text-violet-700" />
          {section.fileLabel} <span aria-hidden="true" className="text-rose-700">*</span>
        </label>
        <input
          id={fieldId}
          type="file"
          name="presentation"
          required
          accept={clean(section.accept)}
          aria-describedby={helpId}
          className="mt-3 block w-full cursor-pointer rounded-xl border border-dashed border-slate-400 bg-slate-50 p-4 text-sm text-slate-700 file:mr-4 file:rounded-full file:border-0 file:bg-violet-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:border-violet-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
        />
        {section.help ? (
          <p id={helpId} className={`mt-2 text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
            {section.help}
          </p>
        ) : null}
        <button
          type="submit"
          className="mt-6 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-violet-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
        >
          {section.submitLabel}
        </button>
        {section.note ? <p className={`mt-4 text-center text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{section.note}</p> : null}
      </form>
    </Section>
  )
}

import {Icon} from '../components/Icon'
import type {Settings} from '../lib/types'

/** 'Text INFO' opens a text message whose body is INFO; 'Call Us 24/7' calls the main number. */
export const smsHref = (number: string) => `sms:${number}?&body=INFO`
export const telHref = (number: string) => `tel:${number}`

export function TopBar({settings}: {settings: Settings}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-end gap-2 border-b border-slate-200 bg-white px-4 sm:px-6">
      <a
        href={smsHref(settings.smsNumber)}
        className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50"
      >
        <Icon name="message" className="h-4 w-4" />
        Text INFO
      </a>
      <a
        href={telHref(settings.phoneNumber)}
        className="inline-flex min-h-10 items-center gap-2 rounded-full bg-violet-700 px-4 text-sm font-semibold text-white hover:bg-violet-800"
      >
        <Icon name="phone" className="h-4 w-4" />
        Call Us 24/7
      </a>
    </header>
  )
}

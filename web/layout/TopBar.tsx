import {Icon} from '../components/Icon'
import {OwnPayloadRow} from '../components/OwnPayloadRow'
import {StaticMarkup} from '../components/StaticMarkup.client'
import type {Settings} from '../lib/types'

/** 'Text INFO' opens a text message whose body is INFO; 'Call Us 24/7' calls the main number. */
export const smsHref = (number: string) => `sms:${number}?&body=INFO`
export const telHref = (number: string) => `tel:${number}`

export function TopBar({settings}: {settings: Settings}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-end gap-2 border-b border-slate-200 bg-white pl-16 pr-3 sm:pr-6 lg:pl-6">
      {/* Static markup React does not hydrate (issue 30): two plain links. */}
      <StaticMarkup>
        <OwnPayloadRow>
          <a
            href={smsHref(settings.smsNumber)}
            className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50 sm:px-4"
          >
            <Icon name="message" className="h-4 w-4 max-[23rem]:hidden" />
            {settings.wording?.textInfo}
          </a>
          <a
            href={telHref(settings.phoneNumber)}
            className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full bg-violet-700 px-3 text-sm font-semibold text-white hover:bg-violet-800 sm:px-4"
          >
            <Icon name="phone" className="h-4 w-4 max-[23rem]:hidden" />
            {settings.wording?.callUs}
          </a>
        </OwnPayloadRow>
      </StaticMarkup>
    </header>
  )
}

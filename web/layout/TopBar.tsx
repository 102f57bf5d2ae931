import Link from 'next/link'
import {Icon} from '../components/Icon'
import {OwnPayloadRow} from '../components/OwnPayloadRow'
import {StaticMarkup} from '../components/StaticMarkup.client'
import type {Settings} from '../lib/types'

/** 'Text INFO' opens a text message whose body is INFO; 'Call Us 24/7' calls the main number. */
export const smsHref = (number: string) => `sms:${number}?&body=INFO`
export const telHref = (number: string) => `tel:${number}`

/**
 * The bar over every page: on phones and tablets the brand (the sidebar, which carries it on wide
 * screens, is a drawer there) beside the menu button, and the two contact links. On a phone (below
 * 28rem) the links drop their icons and everything is a size smaller, and below 22.5rem smaller again,
 * so the menu button, the brand and both links fit one row down to a 320 px phone. The brand's name is
 * the one thing that gives way (it shortens, never slides under the menu button) when a wider fallback
 * font or a longer name would not fit: the row starts at the left, so nothing can overflow towards the
 * menu button (from lg, where the sidebar carries the brand, the links sit at the right).
 */
export function TopBar({settings}: {settings: Settings}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-start gap-2 lg:justify-end border-b border-slate-200 bg-white pl-16 pr-3 max-[28rem]:gap-1.5 max-[22.5rem]:pl-12 max-[22.5rem]:pr-2 sm:pr-6 lg:pl-6">
      {/* Static markup React does not hydrate: plain links. */}
      <StaticMarkup>
        <OwnPayloadRow>
          <Link
            href="/"
            prefetch={false}
            data-prefetch="intent"
            data-brand
            className="mr-auto flex min-h-10 min-w-0 items-center gap-2 text-base font-bold text-slate-900 max-[28rem]:gap-1.5 max-[28rem]:text-sm max-[22.5rem]:text-[0.8125rem] lg:hidden"
          >
            <span
              aria-hidden="true"
              className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-violet-600 text-white max-[28rem]:h-7 max-[28rem]:w-7"
            >
              <Icon name="sparkles" className="h-5 w-5 max-[28rem]:h-4 max-[28rem]:w-4" />
            </span>
            <span className="min-w-0 truncate">{settings.siteName}</span>
          </Link>
          <a
            href={smsHref(settings.smsNumber)}
            className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50 max-[28rem]:px-2.5 max-[28rem]:text-[0.8125rem] max-[22.5rem]:px-2 max-[22.5rem]:text-xs sm:px-4"
          >
            <Icon name="message" className="h-4 w-4 max-[28rem]:hidden" />
            {settings.wording?.textInfo}
          </a>
          <a
            href={telHref(settings.phoneNumber)}
            className="inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-full bg-violet-700 px-3 text-sm font-semibold text-white hover:bg-violet-800 max-[28rem]:px-2.5 max-[28rem]:text-[0.8125rem] max-[22.5rem]:px-2 max-[22.5rem]:text-xs sm:px-4"
          >
            <Icon name="phone" className="h-4 w-4 max-[28rem]:hidden" />
            {settings.wording?.callUs}
          </a>
        </OwnPayloadRow>
      </StaticMarkup>
    </header>
  )
}

import Link from 'next/link'
import {Icon} from '../components/Icon'
import {OwnPayloadRow} from '../components/OwnPayloadRow'
import {StaticMarkup} from '../components/StaticMarkup.client'
import {clean} from '../lib/href'
import {SearchForm} from '../search/SearchForm'
import type {Settings} from '../lib/types'
import {MENU_BUTTON_ATTRIBUTE} from './frame-controls'

export const SIDEBAR_ID = 'site-sidebar'

/**
 * Fixed left navigation (w-64): the site's name, a search field (a plain form to /search) and the pages.
 * On small screens it is the phone menu, a drawer opened by the menu button in the top bar.
 * Its links do not prefetch: the drawer counts as "in view" even when closed, and prefetching its
 * thirty-odd pages on every load would cost hundreds of kB and delay LCP on a throttled phone. A click
 * still navigates client-side, fetching one small payload. It and its menu button are static markup
 * React does not hydrate: the root layout's SiteScripts works the button
 * (./frame-controls.ts) and the links (./static-link-listeners.ts), and `data-prefetch="intent"` tells
 * it to prefetch them only when the pointer, a touch or focus reaches one.
 */
export function Sidebar({settings, currentPath}: {settings: Settings; currentPath?: string}) {
  return (
    <StaticMarkup>
      <OwnPayloadRow>
        <MenuButton
          controls={SIDEBAR_ID}
          openLabel={settings.wording?.openMenu}
          closeLabel={settings.wording?.closeMenu}
        />
        <aside
          id={SIDEBAR_ID}
          data-open="false"
          // On wide screens the chat button sits at the sidebar's foot (layout/ChatButton.tsx): the
          // padding keeps that strip clear of the links.
          className={`fixed inset-y-0 left-0 z-40 flex w-64 -translate-x-full flex-col border-r border-slate-800 bg-slate-950 text-slate-200 transition-transform duration-200 data-[open=true]:translate-x-0 motion-reduce:transition-none lg:translate-x-0 ${settings.chatAgentId && settings.chatScriptUrl ? 'lg:pb-[4.75rem]' : ''}`}
        >
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-800 px-5">
            <Link
              href="/"
              prefetch={false}
              data-prefetch="intent"
              className="flex items-center gap-2 text-lg font-bold text-white"
              aria-current={currentPath === '/' ? 'page' : undefined}
            >
              <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-violet-600 text-white">
                <Icon name="sparkles" className="h-5 w-5" />
              </span>
              {settings.siteName}
            </Link>
          </div>
          <div className="shrink-0 border-b border-slate-800 px-3 py-3">
            <SearchForm wording={settings.wording} id="sidebar-search" tone="dark" />
          </div>
          <nav aria-label={settings.wording?.mainNav} className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
            <ul className="space-y-0.5">
              {settings.sidebarPages?.map((item) => {
                const href = clean(item.href)
                const current = href === currentPath
                return (
                  <li key={href}>
                    <Link
                      href={href}
                      prefetch={false}
                      data-prefetch="intent"
                      aria-current={current ? 'page' : undefined}
                      className="sidebar-link"
                    >
                      <span className="flex-1">{item.label}</span>
                      {current ? (
                        <span aria-hidden="true" data-accent className="text-violet-300">
                          <Icon name={item.icon} className="h-4 w-4" />
                        </span>
                      ) : null}
                    </Link>
                  </li>
                )
              })}
            </ul>
            {settings.sidebarLinks?.length ? (
              <>
                <h2 className="mt-6 px-3 text-xs font-semibold uppercase tracking-wider text-slate-400">
                  {settings.wording?.sidebarMore}
                </h2>
                <ul className="mt-2 space-y-0.5">
                  {settings.sidebarLinks.map((item) => (
                    <li key={item.href}>
                      <a href={clean(item.href)} target="_blank" rel="noopener noreferrer" className="sidebar-link">
                        <span className="flex-1">{item.label}</span>
                        <span className="sr-only">{settings.wording?.newTab}</span>
                        <svg
                          aria-hidden="true"
                          viewBox="0 0 20 20"
                          fill="currentColor"
                          className="h-3 w-3 text-slate-500"
                        >
                          <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11zM4 5h5v2H5v8h8v-4h2v6H3V5z" />
                        </svg>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </nav>
        </aside>
      </OwnPayloadRow>
    </StaticMarkup>
  )
}

/**
 * The menu button for small screens: it opens the sidebar as a drawer (./frame-controls.ts sets its
 * `aria-expanded` and the drawer's `data-open`). Its label and icon follow `aria-expanded`.
 */
function MenuButton({
  controls,
  openLabel,
  closeLabel,
}: {
  controls: string
  openLabel?: string | null
  closeLabel?: string | null
}) {
  return (
    <button
      type="button"
      {...{[MENU_BUTTON_ATTRIBUTE]: ''}}
      aria-controls={controls}
      aria-expanded="false"
      className="group fixed left-3 top-2 z-50 grid h-10 w-10 max-[22.5rem]:left-2 max-[22.5rem]:top-2.5 max-[22.5rem]:h-9 max-[22.5rem]:w-9 place-items-center rounded-lg bg-slate-950 text-white ring-1 ring-slate-700 focus-visible:outline-2 focus-visible:outline-violet-400 lg:hidden"
    >
      <span className="sr-only group-aria-expanded:hidden">{openLabel}</span>
      <span className="sr-only hidden group-aria-expanded:block">{closeLabel}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M4 7h16M4 12h16M4 17h16" className="group-aria-expanded:hidden" />
        <path d="M6 6l12 12M18 6L6 18" className="hidden group-aria-expanded:inline" />
      </svg>
    </button>
  )
}

import Link from 'next/link'
import {Icon} from '../components/Icon'
import {OwnPayloadRow} from '../components/OwnPayloadRow'
import {StaticMarkup} from '../components/StaticMarkup.client'
import {clean} from '../lib/href'
import {SearchForm} from '../search/SearchForm'
import type {Settings} from '../lib/types'
import {MENU_ATTRIBUTE, MENU_BUTTON_ATTRIBUTE} from './frame-controls'

export const SIDEBAR_ID = 'site-sidebar'

/**
 * Fixed left navigation (w-64): the site's name, a search field (a plain form to /search) and the pages
 * under the headings editors give them (Site settings → Sidebar), the first group's links with their
 * icons, since it holds what a new visitor looks for first (the current page's icon is its accent
 * there; in the other groups the current page shows its icon as the accent); then the agency's other sites.
 * On small screens it is the phone menu: the menu button in the top bar opens it as a modal dialog
 * over a backdrop (./frame-controls.ts), beginning with the search field and that first group.
 * Its links do not prefetch: the drawer counts as "in view" even when closed, and prefetching its
 * thirty-odd pages on every load would cost hundreds of kB and delay LCP on a throttled phone. A click
 * still navigates client-side, fetching one small payload. It and its menu button are static markup
 * React does not hydrate: the root layout's SiteScripts works the button
 * (./frame-controls.ts) and the links (./static-link-listeners.ts), and `data-prefetch="intent"` tells
 * it to prefetch them only when the pointer, a touch or focus reaches one.
 */
export function Sidebar({settings, currentPath}: {settings: Settings; currentPath?: string}) {
  const w = settings.wording
  return (
    <StaticMarkup>
      <OwnPayloadRow>
        {/* The menu: the dialog, named by data-name, while it is open on a small screen. Its ::before is
            the backdrop, over the page (and its top bar) and under the drawer: a tap on it closes the menu. */}
        <div
          {...{[MENU_ATTRIBUTE]: ''}}
          data-name={w?.menuName ?? undefined}
          data-open="false"
          className="group/menu data-[open=true]:before:fixed data-[open=true]:before:inset-0 data-[open=true]:before:z-[35] data-[open=true]:before:bg-slate-950/70"
        >
          <MenuButton controls={SIDEBAR_ID} openLabel={w?.openMenu} closeLabel={w?.closeMenu} />
          <aside
            id={SIDEBAR_ID}
            // On wide screens the chat button sits at the sidebar's foot (layout/ChatButton.tsx): the
            // padding keeps that strip clear of the links.
            className={`fixed inset-y-0 left-0 z-40 flex w-72 max-w-[calc(100vw-3rem)] -translate-x-full flex-col border-r border-slate-800 bg-slate-950 text-slate-200 shadow-2xl shadow-black/50 transition-transform duration-200 group-data-[open=true]/menu:translate-x-0 motion-reduce:transition-none lg:w-64 lg:translate-x-0 lg:shadow-none ${settings.chatAgentId && settings.chatScriptUrl ? 'lg:pb-[4.75rem]' : ''}`}
          >
            {/* Below lg the menu button sits over this bar's left end: the name starts after it. */}
            <div className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-800 pl-16 pr-5 lg:px-5">
              <Link
                href="/"
                prefetch={false}
                data-prefetch="intent"
                className="flex items-center gap-2 text-lg font-bold text-white"
                aria-current={currentPath === '/' ? 'page' : undefined}
              >
                <span
                  aria-hidden="true"
                  className="grid h-8 w-8 place-items-center rounded-lg bg-violet-600 text-white"
                >
                  <Icon name="sparkles" className="h-5 w-5" />
                </span>
                {settings.siteName}
              </Link>
            </div>
            <div className="shrink-0 border-b border-slate-800 px-3 py-3">
              <SearchForm wording={w} id="sidebar-search" tone="dark" />
            </div>
            <nav aria-label={w?.mainNav} className="flex-1 overflow-y-auto overscroll-contain px-3 pb-4 pt-3">
              {settings.sidebarGroups?.map((group, index) => {
                const headingId = `${SIDEBAR_ID}-group-${index + 1}`
                // The first group leads: its links show their icons.
                const leads = index === 0
                return [
                  <h2 key={`${group._key}-h`} id={headingId} className={`sidebar-heading ${leads ? '' : 'mt-5'}`}>
                    {group.heading}
                  </h2>,
                  <ul key={group._key} aria-labelledby={headingId} className="mt-1.5 space-y-0.5">
                    {group.pages?.map((item) => {
                      const href = clean(item.href)
                      const current = href === currentPath
                      return (
                        <li key={href}>
                          <Link
                            href={href}
                            prefetch={false}
                            data-prefetch="intent"
                            aria-current={current ? 'page' : undefined}
                            className={leads ? 'sidebar-link sidebar-lead' : 'sidebar-link'}
                          >
                            {leads ? <Icon name={item.icon} className="h-5 w-5 text-violet-300" /> : null}
                            <span className="flex-1">{item.label}</span>
                            {current && !leads ? (
                              <span aria-hidden="true" data-accent className="text-violet-300">
                                <Icon name={item.icon} className="h-4 w-4" />
                              </span>
                            ) : null}
                          </Link>
                        </li>
                      )
                    })}
                  </ul>,
                ]
              })}
              {settings.sidebarLinks?.length ? (
                <>
                  <h2 className="sidebar-heading mt-5">{w?.sidebarMore}</h2>
                  <ul className="mt-1.5 space-y-0.5">
                    {settings.sidebarLinks.map((item) => (
                      <li key={item.href}>
                        <a href={clean(item.href)} target="_blank" rel="noopener noreferrer" className="sidebar-link">
                          <span className="flex-1">{item.label}</span>
                          <span className="sr-only">{w?.newTab}</span>
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
        </div>
      </OwnPayloadRow>
    </StaticMarkup>
  )
}

/**
 * The menu button for small screens: it opens the menu and closes it again (./frame-controls.ts sets
 * its `aria-expanded` and the menu's `data-open`). Its label and icon follow `aria-expanded`.
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

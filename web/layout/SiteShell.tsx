import type {ReactNode} from 'react'
import type {Settings} from '../lib/types'
import {OwnPayloadRow} from '../components/OwnPayloadRow'
import {StaticMarkup} from '../components/StaticMarkup.client'
import {ChatButton} from './ChatButton'
import {ConsentBanner} from './ConsentBanner'
import {Footer} from './Footer'
import {Sidebar} from './Sidebar'
import {TopBar} from './TopBar'

/**
 * The page frame: skip link, sidebar (current route marked), top bar, main content and footer.
 * It is rendered by each page rather than by the root layout, so the sidebar knows the current route
 * on the server and ships no JavaScript for it.
 */
export function SiteShell({
  settings,
  currentPath,
  withoutAnalytics,
  children,
}: {
  settings: Settings
  currentPath?: string
  /** A page whose address holds a secret (a newsletter link's token): Google Analytics never starts on it. */
  withoutAnalytics?: boolean
  children: ReactNode
}) {
  const w = settings.wording
  const chat =
    settings.chatAgentId && settings.chatScriptUrl
      ? {scriptUrl: settings.chatScriptUrl, agentId: settings.chatAgentId}
      : null
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-violet-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {settings.wording?.skipToContent}
      </a>
      <Sidebar settings={settings} currentPath={currentPath} />
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <TopBar settings={settings} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {/* The footer, the chat button (none without an agent id) and the analytics consent banner: one
            static markup, whose buttons the root layout's SiteScripts works (./frame-controls.ts). One
            wrapper for the three rather than two, the <footer> element itself inside it: React hydrates
            none of it. The chat button and the banner are fixed to the screen, so inside the column they
            still sit at the screen's edge, and come after the footer in the tab order. */}
        <StaticMarkup>
          <OwnPayloadRow>
            <Footer settings={settings} />
            {chat && w ? (
              <ChatButton
                scriptUrl={chat.scriptUrl}
                agentId={chat.agentId}
                label={w.chatLauncher}
                failed={w.chatFailed}
              />
            ) : null}
            {settings.gaMeasurementId && w && !withoutAnalytics ? (
              <ConsentBanner
                measurementId={settings.gaMeasurementId}
                besideLauncher={Boolean(chat)}
                words={{
                  name: w.consentName,
                  question: w.consentQuestion,
                  on: w.consentOn,
                  off: w.consentOff,
                  accept: w.consentAccept,
                  reject: w.consentReject,
                  policy: w.cookiePolicyLink,
                }}
              />
            ) : null}
          </OwnPayloadRow>
        </StaticMarkup>
      </div>
    </>
  )
}

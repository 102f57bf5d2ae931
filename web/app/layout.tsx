import type {Metadata, Viewport} from 'next'
import type {ReactNode} from 'react'
import {siteUrl} from '../content/env'
import {isDraftMode} from '../content/draft'
import {DraftTools} from '../layout/DraftTools'
import {FRAME_READY_ID} from '../layout/SiteShell'
import {SiteScripts} from '../layout/SiteScripts.client'
import './globals.css'

export const metadata: Metadata = {metadataBase: new URL(siteUrl())}

export const viewport: Viewport = {themeColor: '#6d28d9', width: 'device-width', initialScale: 1}

export default async function RootLayout({children}: {children: ReactNode}) {
  const draft = await isDraftMode()
  return (
    <html lang="en">
      <head>
        {/* No paint of a half-read frame: the browser waits to draw until the marker after the top bar
            (SiteShell's FRAME_READY_ID) is parsed, or the whole document when a page has none. A busy
            phone otherwise paints what it has read so far, and the rest moves it (the top bar's first
            link was drawn without its text, then pushed aside: web/e2e/stability.spec.ts). The page's
            content below still paints as it arrives. */}
        <link rel="expect" href={`#${FRAME_READY_ID}`} blocking="render" />
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        <SiteScripts />
        {children}
        {draft ? <DraftTools /> : null}
      </body>
    </html>
  )
}

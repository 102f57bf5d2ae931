import type {Metadata, Viewport} from 'next'
import type {ReactNode} from 'react'
import {siteUrl} from '../content/env'
import {isDraftMode} from '../content/draft'
import {DraftTools} from '../layout/DraftTools'
import {FIRST_SCREEN_END_ID} from '../layout/FirstScreenEnd'
import {SiteScripts} from '../layout/SiteScripts.client'
import './globals.css'

export const metadata: Metadata = {metadataBase: new URL(siteUrl())}

export const viewport: Viewport = {themeColor: '#6d28d9', width: 'device-width', initialScale: 1}

export default async function RootLayout({children}: {children: ReactNode}) {
  const draft = await isDraftMode()
  return (
    <html lang="en">
      <head>
        {/* No paint of a half-read first screen: the browser waits to draw until the marker after the
            page's first section (layout/FirstScreenEnd.tsx) is parsed, or the whole document when a
            page has none. A busy browser otherwise paints what it has read so far, and what it reads
            next moves it: a hero's words, centred beside a picture not yet read, moved down when the
            picture came (web/e2e/first-screen.spec.ts). The rest of the page still paints as it
            arrives. */}
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        <SiteScripts />
        {children}
        {draft ? <DraftTools /> : null}
      </body>
    </html>
  )
}

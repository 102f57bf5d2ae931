import type {Metadata, Viewport} from 'next'
import localFont from 'next/font/local'
import type {ReactNode} from 'react'
import {siteUrl} from '../content/env'
import {isDraftMode} from '../content/draft'
import {DraftTools} from '../layout/DraftTools'
import {ScrollToTop} from '../layout/ScrollToTop.client'
import {Toasts} from '../layout/Toasts.client'
import './globals.css'

const inter = localFont({
  src: './fonts/inter-latin-wght.woff2',
  variable: '--font-inter',
  // 'optional': the fallback stays if the preloaded font is late, so a slow font never moves the page (CLS 0).
  display: 'optional',
  weight: '100 900',
})

export const metadata: Metadata = {metadataBase: new URL(siteUrl())}

export const viewport: Viewport = {themeColor: '#6d28d9', width: 'device-width', initialScale: 1}

export default async function RootLayout({children}: {children: ReactNode}) {
  const draft = await isDraftMode()
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        <ScrollToTop />
        {children}
        <Toasts />
        {draft ? <DraftTools /> : null}
      </body>
    </html>
  )
}

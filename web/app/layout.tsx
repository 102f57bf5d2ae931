import type {Metadata, Viewport} from 'next'
import localFont from 'next/font/local'
import type {ReactNode} from 'react'
import {Toaster} from 'react-hot-toast'
import {siteUrl} from '../content/env'
import {ScrollToTop} from '../layout/ScrollToTop'
import './globals.css'

const inter = localFont({src: './fonts/inter-latin-wght.woff2', variable: '--font-inter', display: 'swap', weight: '100 900'})

export const metadata: Metadata = {metadataBase: new URL(siteUrl())}

export const viewport: Viewport = {themeColor: '#6d28d9', width: 'device-width', initialScale: 1}

/** The site's toasts: top right; default 5000 ms, success 3000 ms, error 4000 ms. */
export const TOAST_OPTIONS = {duration: 5000, success: {duration: 3000}, error: {duration: 4000}} as const

export default function RootLayout({children}: {children: ReactNode}) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        <ScrollToTop />
        {children}
        <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />
      </body>
    </html>
  )
}

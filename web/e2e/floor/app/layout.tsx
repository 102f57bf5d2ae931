import type {ReactNode} from 'react'

/** The floor page's whole document: no fonts, no stylesheet, no header or footer. */
export default function RootLayout({children}: {children: ReactNode}) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}

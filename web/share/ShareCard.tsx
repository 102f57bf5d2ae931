/**
 * The share image of a page or article, drawn by next/og (Satori: a subset of CSS, flexbox only, inline
 * styles, no Tailwind) at 1200×630: the site's mark and name, the title large, the description, and
 * the address, on the site's dark sidebar colour with its violet accent. Long text is cut here, in
 * words, so it never runs off the card.
 */
export const SHARE_IMAGE_SIZE = {width: 1200, height: 630} as const

/** The site's colours (web/app/globals.css, Tailwind's slate and violet). */
const COLOURS = {
  background: '#020617', // slate-950, the sidebar
  panel: '#0f172a', // slate-900
  accent: '#7c3aed', // violet-600, the logo mark
  accentLight: '#c4b5fd', // violet-300
  text: '#ffffff',
  muted: '#cbd5e1', // slate-300
} as const

/** At most `max` characters, cut at a word, with "…". */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`
}

/** Title size by length: one to three lines at 1088 px wide. */
const titleSize = (title: string) => (title.length <= 28 ? 84 : title.length <= 56 ? 68 : 56)

export interface ShareCardProps {
  siteName: string
  title: string
  description?: string | null
  /** The address without scheme, e.g. "www.helixai.example/ai-voice-agents". */
  address: string
  /** A small label above the title, e.g. an article's category. */
  label?: string | null
}

/** Lucide's "sparkles" (ISC), the site's mark (layout/Sidebar.tsx). */
function Mark() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 64,
        height: 64,
        borderRadius: 16,
        background: COLOURS.accent,
      }}
    >
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: drawn into the PNG by Satori, never part of a page */}
      <svg
        width="38"
        height="38"
        viewBox="0 0 24 24"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
        <path d="M20 2v4" />
        <path d="M22 4h-4" />
        <circle cx="4" cy="20" r="2" />
      </svg>
    </div>
  )
}

export function ShareCard({siteName, title, description, address, label}: ShareCardProps) {
  const heading = cutAtWord(title, 90)
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '56px 56px 48px',
        color: COLOURS.text,
        fontFamily: 'Inter',
        backgroundColor: COLOURS.background,
        backgroundImage: `radial-gradient(circle at 100% 0%, rgba(124, 58, 237, 0.55) 0%, rgba(124, 58, 237, 0) 55%), radial-gradient(circle at 0% 100%, rgba(109, 40, 217, 0.35) 0%, rgba(109, 40, 217, 0) 45%)`,
      }}
    >
      <div style={{display: 'flex', alignItems: 'center', gap: 20}}>
        <Mark />
        <div style={{display: 'flex', fontSize: 36, fontWeight: 700, letterSpacing: -0.5}}>{siteName}</div>
      </div>
      <div style={{display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 1040}}>
        {label ? (
          <div style={{display: 'flex'}}>
            <div
              style={{
                display: 'flex',
                padding: '8px 18px',
                borderRadius: 999,
                fontSize: 24,
                fontWeight: 700,
                color: COLOURS.accentLight,
                border: `2px solid ${COLOURS.accent}`,
                backgroundColor: 'rgba(124, 58, 237, 0.18)',
              }}
            >
              {cutAtWord(label, 40)}
            </div>
          </div>
        ) : null}
        <div
          style={{
            display: 'flex',
            fontSize: titleSize(heading),
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: -1.5,
          }}
        >
          {heading}
        </div>
        {description ? (
          <div style={{display: 'flex', fontSize: 32, lineHeight: 1.35, color: COLOURS.muted}}>
            {cutAtWord(description, 110)}
          </div>
        ) : null}
      </div>
      <div style={{display: 'flex', alignItems: 'center', gap: 16}}>
        <div style={{display: 'flex', width: 48, height: 6, borderRadius: 3, backgroundColor: COLOURS.accent}} />
        <div style={{display: 'flex', fontSize: 28, color: COLOURS.accentLight}}>{cutAtWord(address, 64)}</div>
      </div>
    </div>
  )
}

/**
 * The share image of a shared quiz result, drawn by next/og (Satori: flexbox and inline styles only) at
 * 1200×630 like every share card (share/ShareCard.tsx): the site's name, the score on its dial
 * (./dial.ts) with the level, and each area's bar, on the sidebar's dark colour. Numbers and the
 * quiz's own words only: the result's address carries nothing else.
 */
import {areaPercent, type SharedResult} from './areas'
import {DIAL_BOX, DIAL_STROKE, dial} from './dial'
import {cutAtWord} from '../share/ShareCard'

const COLOURS = {
  background: '#020617', // slate-950
  text: '#ffffff',
  muted: '#cbd5e1', // slate-300
  accent: '#7c3aed', // violet-600
  accentLight: '#c4b5fd', // violet-300
  track: '#1e293b', // slate-800
  bands: ['#312e81', '#4c1d95', '#5b21b6', '#6d28d9'], // indigo-900, violet-900, -800, -700
} as const

export function ResultShareCard({
  siteName,
  title,
  result,
  levels,
  address,
}: {
  siteName: string
  /** The shared page's heading, e.g. "AI readiness: Advanced, 36 out of 50". */
  title: string
  result: SharedResult
  levels: SharedResult['level'][]
  /** The address without scheme. */
  address: string
}) {
  const {bands, value, knob} = dial(result.score, result.maxScore, levels)
  const size = 360
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '48px 56px 40px',
        color: COLOURS.text,
        fontFamily: 'Inter',
        backgroundColor: COLOURS.background,
        backgroundImage:
          'radial-gradient(circle at 100% 0%, rgba(124, 58, 237, 0.5) 0%, rgba(124, 58, 237, 0) 55%), radial-gradient(circle at 0% 100%, rgba(109, 40, 217, 0.3) 0%, rgba(109, 40, 217, 0) 45%)',
      }}
    >
      <div style={{display: 'flex', fontSize: 30, fontWeight: 700, color: COLOURS.muted}}>
        {cutAtWord(`${siteName} · ${title}`, 70)}
      </div>
      <div style={{display: 'flex', alignItems: 'center', gap: 56}}>
        <div style={{display: 'flex', flexDirection: 'column', alignItems: 'center', width: size}}>
          <div
            style={{
              display: 'flex',
              position: 'relative',
              width: size,
              height: (size * DIAL_BOX.height) / DIAL_BOX.width,
            }}
          >
            {/* biome-ignore lint/a11y/noSvgWithoutTitle: drawn into the PNG by Satori, never part of a page */}
            <svg
              width={size}
              height={(size * DIAL_BOX.height) / DIAL_BOX.width}
              viewBox={`0 0 ${DIAL_BOX.width} ${DIAL_BOX.height}`}
            >
              {bands.map((band, i) => (
                <path
                  key={band.d}
                  d={band.d}
                  fill="none"
                  stroke={COLOURS.bands[i % COLOURS.bands.length]}
                  strokeWidth={DIAL_STROKE}
                  strokeLinecap={band.roundCap ? 'round' : 'butt'}
                />
              ))}
              {value ? (
                <path
                  d={value}
                  fill="none"
                  stroke={COLOURS.accentLight}
                  strokeWidth={DIAL_STROKE}
                  strokeLinecap="round"
                />
              ) : null}
              <circle
                cx={knob[0]}
                cy={knob[1]}
                r={DIAL_STROKE / 2 + 3}
                fill={COLOURS.background}
                stroke={COLOURS.accentLight}
                strokeWidth={3}
              />
            </svg>
            <div
              style={{
                display: 'flex',
                position: 'absolute',
                left: 0,
                right: 0,
                top: size * 0.3,
                justifyContent: 'center',
                alignItems: 'baseline',
              }}
            >
              <div style={{display: 'flex', fontSize: 104, fontWeight: 700, letterSpacing: -3}}>{result.score}</div>
              <div style={{display: 'flex', fontSize: 40, fontWeight: 700, color: COLOURS.muted}}>
                /{result.maxScore}
              </div>
            </div>
          </div>
          <div style={{display: 'flex', marginTop: -24, fontSize: 48, fontWeight: 700, color: COLOURS.accentLight}}>
            {cutAtWord(result.level.name, 24)}
          </div>
        </div>
        <div style={{display: 'flex', flexDirection: 'column', width: 672, gap: 22}}>
          {result.areas.slice(0, 6).map((area) => {
            const percent = areaPercent(area)
            return (
              <div key={area.id} style={{display: 'flex', flexDirection: 'column', gap: 8}}>
                <div style={{display: 'flex', justifyContent: 'space-between', fontSize: 28}}>
                  <div style={{display: 'flex', fontWeight: 700}}>{cutAtWord(area.name, 24)}</div>
                  <div style={{display: 'flex', color: COLOURS.muted}}>{`${percent}%`}</div>
                </div>
                <div style={{display: 'flex', height: 14, borderRadius: 7, backgroundColor: COLOURS.track}}>
                  <div
                    style={{
                      display: 'flex',
                      width: `${percent}%`,
                      height: 14,
                      borderRadius: 7,
                      backgroundColor: COLOURS.accent,
                    }}
                  />
                </div>
              </div>
            )
          })}
        </div>
      </div>
      <div style={{display: 'flex', alignItems: 'center', gap: 16}}>
        <div style={{display: 'flex', width: 48, height: 6, borderRadius: 3, backgroundColor: COLOURS.accent}} />
        <div style={{display: 'flex', fontSize: 26, color: COLOURS.accentLight}}>{cutAtWord(address, 70)}</div>
      </div>
    </div>
  )
}

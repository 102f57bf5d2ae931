/**
 * The score dial's geometry, in a 200 × 172 box: an arc of 240 degrees, open at the bottom, from 0 at
 * its left end to the maximum at its right, in one band per level. Pure: the results (./ResultSummary.tsx)
 * draw it with the site's classes, the shared result's share image (./ResultShareCard.tsx) with colours.
 */
import type {QuizLevel} from './scoring'

export const DIAL_BOX = {width: 200, height: 172} as const
export const DIAL_STROKE = 14

const SWEEP = 240
const CX = 100
const CY = 96
const R = 78

const round = (n: number) => Math.round(n * 100) / 100

/** The point at `fraction` of the arc, `radius` from its centre. */
function at(fraction: number, radius = R): [number, number] {
  const angle = ((210 - SWEEP * fraction) * Math.PI) / 180
  return [round(CX + radius * Math.cos(angle)), round(CY - radius * Math.sin(angle))]
}

/** The arc from `from` to `to` (fractions of the dial), as an SVG path. */
function arc(from: number, to: number): string {
  const [x1, y1] = at(from)
  const [x2, y2] = at(to)
  const large = (to - from) * SWEEP > 180 ? 1 : 0
  return `M${x1} ${y1}A${R} ${R} 0 ${large} 1 ${x2} ${y2}`
}

export interface Dial {
  /** The track, one band per level from the lowest; the ends are rounded, the joins gapped. */
  bands: Array<{d: string; roundCap: boolean}>
  /** The score's arc over the track; null for a score of 0. */
  value: string | null
  /** The knob at the score's end. */
  knob: [number, number]
  /** The numbers around the arc: 0, each level's minimum score, the maximum. */
  ticks: Array<{x: number; y: number; anchor: 'start' | 'middle' | 'end'; label: number}>
}

export function dial(score: number, max: number, levels: readonly Pick<QuizLevel, 'minScore'>[]): Dial {
  const fraction = max > 0 ? Math.min(1, Math.max(0, score / max)) : 0
  const starts = [...new Set(levels.map((l) => l.minScore))].filter((m) => m > 0 && m < max).sort((a, b) => a - b)
  const edges = [0, ...starts.map((m) => m / max), 1]
  const gap = 0.012
  const bands = edges.slice(0, -1).map((from, i) => {
    const first = i === 0
    const last = i === edges.length - 2
    return {d: arc(from + (first ? 0 : gap), edges[i + 1]! - (last ? 0 : gap)), roundCap: first || last}
  })
  const ticks = [0, ...starts, max].map((label) => {
    const f = max > 0 ? label / max : 0
    const [x, y] = at(f, R + DIAL_STROKE + 6)
    return {x, y, anchor: f < 0.4 ? ('end' as const) : f > 0.6 ? ('start' as const) : ('middle' as const), label}
  })
  return {bands, value: fraction > 0 ? arc(0, fraction) : null, knob: at(fraction), ticks}
}

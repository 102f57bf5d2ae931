/**
 * The carousel's state machine, kept pure so it can be unit-tested: which slide shows, and until when
 * input is ignored because a move is still animating. Times are milliseconds from any clock.
 */
export interface CarouselState {
  index: number
  count: number
  lockMs: number
  /** Input before this time is ignored (the transition of the last move is still running). */
  lockedUntil: number
}

export type CarouselAction =
  | {type: 'next'; at: number}
  | {type: 'prev'; at: number}
  | {type: 'go'; to: number; at: number}

export const initialCarousel = (count: number, lockMs: number): CarouselState => ({
  index: 0,
  count: Math.max(1, count),
  lockMs: Math.max(0, lockMs),
  lockedUntil: -Infinity,
})

/** Wraps any integer into 0..count-1 (so -1 is the last slide and count is the first). */
export const wrap = (i: number, count: number) => ((i % count) + count) % count

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  if (action.at < state.lockedUntil) return state
  const target = action.type === 'next' ? state.index + 1 : action.type === 'prev' ? state.index - 1 : action.to
  const index = wrap(Math.trunc(target), state.count)
  if (index === state.index) return state
  return {...state, index, lockedUntil: action.at + state.lockMs}
}

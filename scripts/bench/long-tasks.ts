/**
 * The long tasks of one page load, read from a Chromium trace (./trace-load.ts records it): every task
 * on the page's main thread of 50 ms or more, what it spent its time on, and how much of it blocked
 * (the part past 50 ms, as Total Blocking Time counts it).
 *
 * A task's time is split by trace event, each event's own (self) time: its duration less the events
 * nested in it. So "Layout 40" is 40 ms laying out, not counting the style work a layout started. The
 * time no event inside a task claims is the task's own, shown as "RunTask". Script events name their
 * file ("FunctionCall app.js"), so a task of the framework's scripts tells from one of the site's.
 */

/** A trace event as Chromium writes it (the fields read here). Times are in microseconds. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: {name?: string; data?: {url?: string}}
}

export interface LongTask {
  /** From the first event of the page's main thread, in ms. */
  startMs: number
  durationMs: number
  /** The part past 50 ms: what the task adds to Total Blocking Time. */
  blockingMs: number
  /** Where the task's time went, by event, largest first. */
  parts: Array<{name: string; selfMs: number}>
}

const LONG_TASK_MS = 50

/**
 * The renderer main thread that did the most work: the page's. A trace also holds the threads of other
 * renderers (an earlier page, an extension) and of the browser process.
 */
export function pageMainThread(events: readonly TraceEvent[]): {pid: number; tid: number} | null {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  let best: {pid: number; tid: number} | null = null
  let bestWork = 0
  for (const main of mains) {
    const work = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0)
    if (work > bestWork) {
      best = {pid: main.pid, tid: main.tid}
      bestWork = work
    }
  }
  return best
}

const fileOf = (url: string) => url.replace(/[?#].*$/, '').replace(/.*\//, '')

/** An event's label: its name, and for script its file. */
function label(event: TraceEvent): string {
  const url = event.args?.data?.url
  return url && /Script|FunctionCall|v8\.compile/.test(event.name) ? `${event.name} ${fileOf(url)}` : event.name
}

/** The long tasks of the page's main thread, in the order they ran. */
export function longTasks(events: readonly TraceEvent[], {minMs = LONG_TASK_MS} = {}): LongTask[] {
  const thread = pageMainThread(events)
  if (!thread) return []
  const complete = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    // Parents before their children: earlier first, and of two starting together the longer first.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  if (!complete.length) return []
  const origin = complete[0]!.ts
  const tasks: LongTask[] = []
  let i = 0
  while (i < complete.length) {
    const task = complete[i]!
    const end = task.ts + task.dur!
    // The task and everything nested in it.
    let j = i + 1
    while (j < complete.length && complete[j]!.ts < end) j++
    if (task.name === 'RunTask' && task.dur! >= minMs * 1000) {
      const self = new Map<string, number>()
      const stack: Array<{event: TraceEvent; end: number; own: number}> = []
      const close = (until: number) => {
        while (stack.length && stack[stack.length - 1]!.end <= until) {
          const done = stack.pop()!
          self.set(label(done.event), (self.get(label(done.event)) ?? 0) + done.own)
        }
      }
      for (const event of complete.slice(i, j)) {
        close(event.ts)
        const parent = stack[stack.length - 1]
        if (parent) parent.own -= event.dur!
        stack.push({event, end: event.ts + event.dur!, own: event.dur!})
      }
      close(Number.POSITIVE_INFINITY)
      tasks.push({
        startMs: (task.ts - origin) / 1000,
        durationMs: task.dur! / 1000,
        blockingMs: task.dur! / 1000 - minMs,
        parts: [...self]
          .map(([name, us]) => ({name, selfMs: us / 1000}))
          .filter((part) => part.selfMs > 0)
          .sort((a, b) => b.selfMs - a.selfMs),
      })
    }
    i = task.name === 'RunTask' ? j : i + 1
  }
  return tasks
}

/** One line for a task: when, how long, and its largest parts ("812 ms +238: Layout 70, ..."). */
export function taskLine(task: LongTask, parts = 5): string {
  const spent = task.parts
    .slice(0, parts)
    .map((part) => `${part.name} ${Math.round(part.selfMs)}`)
    .join(', ')
  return `${String(Math.round(task.startMs)).padStart(6)} ms +${Math.round(task.durationMs)}: ${spent}`
}

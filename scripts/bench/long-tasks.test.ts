/**
 * Reading a load's long tasks from a trace (./long-tasks.ts): the page's main thread is the busiest
 * renderer's, a task's time is split by each event's own time, and short tasks are left out.
 */
import {expect, it} from 'vitest'
import {longTasks, pageMainThread, type TraceEvent, taskLine} from './long-tasks'

const ms = 1000
const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: {name},
})
const span = (name: string, start: number, duration: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  pid: 2,
  tid: 1,
  ts: start * ms,
  dur: duration * ms,
  ...extra,
})

// Renderer 2 is the page: one short task, then a 120 ms one (layout that started style work, then a
// script); renderer 3 is an earlier page that did less; the browser process is not a renderer.
const trace: TraceEvent[] = [
  thread(1, 1, 'CrBrowserMain'),
  thread(2, 1, 'CrRendererMain'),
  thread(3, 1, 'CrRendererMain'),
  span('RunTask', 10_000, 30),
  span('ParseHTML', 10_000, 25),
  span('RunTask', 10_100, 120),
  span('Layout', 10_100, 60),
  span('UpdateLayoutTree', 10_110, 20),
  span('FunctionCall', 10_170, 30, {args: {data: {url: 'http://127.0.0.1:3000/_next/static/chunks/app.js?v=1'}}}),
  span('RunTask', 9_000, 40, {pid: 3}),
  span('RunTask', 9_000, 900, {pid: 1}),
]

it('finds the page main thread: the renderer that did the most work', () => {
  expect(pageMainThread(trace)).toEqual({pid: 2, tid: 1})
  expect(pageMainThread([...trace, span('RunTask', 11_000, 500, {pid: 3})])).toEqual({pid: 3, tid: 1})
})

it('keeps the tasks of 50 ms or more and splits each by its events own time', () => {
  const tasks = longTasks(trace)
  expect(tasks).toHaveLength(1)
  const [task] = tasks
  expect(task).toMatchObject({startMs: 100, durationMs: 120, blockingMs: 70})
  expect(task!.parts).toEqual([
    {name: 'Layout', selfMs: 40},
    {name: 'FunctionCall app.js', selfMs: 30},
    {name: 'RunTask', selfMs: 30},
    {name: 'UpdateLayoutTree', selfMs: 20},
  ])
  expect(taskLine(task!, 2)).toBe('   100 ms +120: Layout 40, FunctionCall app.js 30')
})

it('takes a lower bar when asked, and reads nothing from a trace without a renderer', () => {
  expect(longTasks(trace, {minMs: 20}).map((t) => t.durationMs)).toEqual([30, 120])
  expect(longTasks(trace.filter((e) => e.pid !== 2 && e.pid !== 3))).toEqual([])
})

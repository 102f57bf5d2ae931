/**
 * The bench's results as Markdown (pasteable into a note, diffable between runs) and the goals every
 * route is held to: the route against its own no-JavaScript copy, and against fixed limits.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'

export type Metrics = {score: number; lcp: number; tbt: number; cls: number; blocking?: Blocking}
/**
 * One main-thread task of 50 ms or more as Lighthouse's simulation placed it (its `long-tasks` audit):
 * the file it is attributed to ("Unattributable" for the browser's own work), times in ms.
 */
export type SimulatedTask = {url: string; start: number; duration: number}
/**
 * A run's simulated FCP and TTI (the window TBT counts in), its long tasks, and the main-thread tasks
 * that ran up to the first paint in the simulation TBT is counted on (`toFirstPaint`).
 */
export type Blocking = {fcp: number; tti: number; tasks: SimulatedTask[]; toFirstPaint?: PathTask[]}
/**
 * One main-thread task on the way to the first paint, as Lantern simulated it for TBT: what it mostly
 * did, its simulated start and length, its length on the unthrottled load Lighthouse recorded
 * (`observed`), and whether the FCP simulation holds it too. A task FCP's simulation leaves out still
 * runs before the first paint in TBT's, so it pushes the first paint's task past FCP, where it counts.
 */
export type PathTask = {kind: string; start: number; duration: number; observed: number; inFcpGraph: boolean}
/** The parts of Lantern's simulation that `pathToFirstPaint` reads: a node and its simulated timing. */
export type SimNode = {id: string; type: string; duration: number; childEvents?: Array<{name: string; dur?: number}>}
export type SimTimings = Map<SimNode, {startTime: number; endTime: number}>
export type RouteResult = {route: string; real: Metrics; bare: Metrics; jsBytes?: number}
/** Main-thread time of one page's load, in ms, and the function calls it makes (./script-time.ts). */
export type ScriptTime = {script: number; tasks: number; calls?: number}

/** The middle value (the upper one of the two middles for an even count); each metric on its own. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

export function medianMetrics(runs: Metrics[]): Metrics {
  const tbt = median(runs.map((r) => r.tbt))
  // The tasks of the run whose TBT is the median: what the printed TBT is made of.
  const blocking = runs.find((r) => r.tbt === tbt)?.blocking
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt,
    cls: median(runs.map((r) => r.cls)),
    ...(blocking ? {blocking} : {}),
  }
}

/**
 * What TBT counts of one task: Lighthouse's own rule (Lantern's TBTUtils), the part of the task between
 * FCP and TTI, less 50 ms. A task that began before FCP counts from FCP on, so work that the simulation
 * places across the first paint (a first layout) counts in part.
 */
export function countedBlocking(task: SimulatedTask, {fcp, tti}: {fcp: number; tti: number}): number {
  const {start, duration} = task
  return Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent({start, end: start + duration, duration}, fcp, tti)
}

/**
 * One line per route: the tasks its median-TBT run's blocking time is made of, largest first, each as
 * "counted ms of a task (file, simulated start +duration)"; a task begun before FCP is marked.
 */
export function blockingLines(results: Array<{route: string; real: Metrics}>): string[] {
  return results.flatMap(({route, real}) => {
    const b = real.blocking
    if (!b) return []
    const parts = b.tasks
      .map((task) => ({task, counted: countedBlocking(task, b)}))
      .filter((p) => p.counted > 0)
      .sort((x, y) => y.counted - x.counted)
      .map(
        ({task, counted}) =>
          `${ms(counted)} of ${task.url} ${ms(task.start)} +${ms(task.duration)}${task.start < b.fcp ? ' (begun before FCP)' : ''}`,
      )
    const path = firstPaintLine(b.toFirstPaint)
    return [
      `- ${route}: TBT ${ms(real.tbt)}, FCP ${ms(b.fcp)}, TTI ${ms(b.tti)}: ${parts.join('; ') || 'no task counts'}`,
      ...(path ? [`  - ${path}`] : []),
    ]
  })
}

/** What a task mostly did: the kind of its longest event among these (nested events included). */
const TASK_KINDS: Array<[RegExp, string]> = [
  [/^DocumentLoader::CommitNavigation$/, 'navigation commit'],
  [/^ParseHTML$/, 'HTML parse'],
  [/^ParseAuthorStyleSheet$/, 'stylesheet parse'],
  [/^(EvaluateScript|FunctionCall|RunMicrotasks|v8\.compile|TimerFire)$/, 'script'],
  [/^(Layout|UpdateLayoutTree|Paint|PrePaint|Layerize)$/, 'style, layout and paint'],
]
/**
 * Tasks the simulation ran in less than this are left out of the path (Lantern keeps the first parse,
 * layout and paint tasks whatever their length); the first paint's own task is always in it.
 */
const PATH_TASK_MIN_MS = 10

function taskKind(node: SimNode): string {
  let kind = 'other'
  let longest = -1
  for (const event of node.childEvents ?? []) {
    const match = TASK_KINDS.find(([name]) => name.test(event.name))
    if (match && (event.dur ?? 0) > longest) [kind, longest] = [match[1], event.dur ?? 0]
  }
  return kind
}

/**
 * The main-thread tasks of Lantern's TBT simulation from the first up to the first paint's (the first
 * task holding a Paint that FCP's simulation holds too), in the order they ran. `simulations` is
 * Lantern's node timings by label (`Lantern.Simulation.Simulator.allNodeTimings`): optimistic TBT is
 * counted from the pessimistic FCP (Lantern's TotalBlockingTime), so those two are read. Node times are
 * in microseconds, simulated ones in ms.
 */
export function pathToFirstPaint(simulations: ReadonlyMap<string, SimTimings>): PathTask[] {
  const tbt = simulations.get('optimisticTotalBlockingTime')
  const fcp = simulations.get('pessimisticFirstContentfulPaint')
  if (!tbt || !fcp) return []
  const inFcp = new Set([...fcp.keys()].filter((n) => n.type === 'cpu').map((n) => n.id))
  const cpu = [...tbt].filter(([node]) => node.type === 'cpu').sort((a, b) => a[1].startTime - b[1].startTime)
  const paint = cpu.findIndex(([node]) => inFcp.has(node.id) && node.childEvents?.some((e) => e.name === 'Paint'))
  if (paint < 0) return []
  return cpu
    .slice(0, paint + 1)
    .filter(([, t], i) => i === paint || t.endTime - t.startTime >= PATH_TASK_MIN_MS)
    .map(([node, t]) => ({
      kind: taskKind(node),
      start: t.startTime,
      duration: t.endTime - t.startTime,
      observed: node.duration / 1000,
      inFcpGraph: inFcp.has(node.id),
    }))
}

/**
 * "the first paint's task runs at 1087 +286 (143 observed); before it, outside FCP's simulation:
 * navigation commit +263 (66 observed), HTML parse +42 (10 observed)". Empty without a path.
 */
export function firstPaintLine(path: readonly PathTask[] | undefined): string {
  const paint = path?.at(-1)
  if (!path || !paint) return ''
  const pushing = path
    .slice(0, -1)
    .filter((t) => !t.inFcpGraph)
    .map((t) => `${t.kind} +${ms(t.duration)} (${ms(t.observed)} observed)`)
  return `the first paint's task runs at ${ms(paint.start)} +${ms(paint.duration)} (${ms(paint.observed)} observed); before it, outside FCP's simulation: ${pushing.join(', ') || 'nothing'}`
}

const score = (s: number) => s.toFixed(2)
const ms = (n: number) => n.toFixed(0)
// A layout shift too small for three decimals still misses "CLS 0", so it must not print as 0.000.
const cls = (c: number) => (c === 0 ? '0' : c < 0.001 ? c.toExponential(1) : c.toFixed(3))
// Lighthouse rounds scores to two decimals; comparing the printed values keeps the verdict readable.
const round2 = (s: number) => Math.round(s * 100) / 100

export type Goal = {name: string; miss: (r: RouteResult) => string | null}

export const GOALS: Goal[] = [
  {
    name: 'score within 0.02 of its no-JS copy',
    miss: ({real, bare}) =>
      round2(bare.score) - round2(real.score) > 0.02 + 1e-9 ? `${score(real.score)} vs ${score(bare.score)}` : null,
  },
  // Google's line for a good LCP on a phone; the no-JS copy's LCP stays in the table as a diagnosis.
  {name: 'LCP under 2,500 ms', miss: ({real}) => (real.lcp >= 2500 ? `${ms(real.lcp)} ms` : null)},
  {name: 'TBT under 150 ms', miss: ({real}) => (real.tbt >= 150 ? `${ms(real.tbt)} ms` : null)},
  {name: 'CLS 0', miss: ({real}) => (real.cls > 0 ? cls(real.cls) : null)},
]

/** One line per goal: met by every route, or which routes miss it and by how much. */
export function goalLines(results: RouteResult[]): {lines: string[]; missed: number} {
  let missed = 0
  const lines = GOALS.map((goal) => {
    const misses = results.flatMap((r) => {
      const why = goal.miss(r)
      return why ? [`${r.route} (${why})`] : []
    })
    missed += misses.length
    return misses.length
      ? `- [ ] ${goal.name}: missed on ${misses.length} of ${results.length}: ${misses.join(', ')}`
      : `- [x] ${goal.name}: all ${results.length} routes`
  })
  return {lines, missed}
}

export function floorLine(floor: Metrics, runs: number): string {
  return `Framework floor (one paragraph, same Next config), median of ${runs}: score ${score(floor.score)}, LCP ${ms(floor.lcp)} ms, TBT ${ms(floor.tbt)} ms, CLS ${cls(floor.cls)}`
}

export const TABLE_HEAD = [
  '| route | score | no-JS score | LCP | no-JS LCP | TBT | CLS | TBT over floor | JS kB gz |',
  '|---|---|---|---|---|---|---|---|---|',
]

export function tableRow({route, real, bare, jsBytes}: RouteResult, floor: Metrics): string {
  const over = real.tbt - floor.tbt
  const js = jsBytes === undefined ? '' : (jsBytes / 1024).toFixed(1)
  return `| ${route} | ${score(real.score)} | ${score(bare.score)} | ${ms(real.lcp)} | ${ms(bare.lcp)} | ${ms(real.tbt)} | ${cls(real.cls)} | ${over >= 0 ? '+' : ''}${ms(over)} | ${js} |`
}

/** The heading and column heads of the table against another build (`--against`). */
export function comparisonHead(against: string): string[] {
  return [
    `Against ${against}, run in the same loop: this build, that build, and the median of the run-by-run differences (this minus that)`,
    '',
    '| route | score | LCP | TBT | TBT difference | LCP difference |',
    '|---|---|---|---|---|---|',
  ]
}

/**
 * One route against another build measured in the same loop (run i of each taken a moment apart): each
 * build's medians, and the median of the paired differences, which the machine's drift between runs
 * moves far less than the difference of two medians.
 */
export function comparisonRow(route: string, runs: Metrics[], against: Metrics[]): string {
  const a = medianMetrics(runs)
  const b = medianMetrics(against)
  const pairs = runs.slice(0, against.length).map((run, i) => ({run, base: against[i]!}))
  const diff = (pick: (m: Metrics) => number) => {
    const d = median(pairs.map(({run, base}) => pick(run) - pick(base)))
    return `${d > 0 ? '+' : ''}${ms(d)}`
  }
  return `| ${route} | ${score(a.score)} / ${score(b.score)} | ${ms(a.lcp)} / ${ms(b.lcp)} | ${ms(a.tbt)} / ${ms(b.tbt)} | ${diff((m) => m.tbt)} | ${diff((m) => m.lcp)} |`
}

/** The script-time table as Markdown lines: each route's time and function calls, and their ratios to the floor's. */
export function scriptTimeLines(result: {floor: ScriptTime; routes: Map<string, ScriptTime>}, runs: number): string[] {
  const {floor} = result
  const ratio = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b !== undefined && b > 0 ? `${(a / b).toFixed(2)}x` : '-'
  const count = (n: number | undefined) => (n === undefined ? '-' : n.toLocaleString('en-US'))
  const row = (page: string, t: ScriptTime) =>
    `| ${page} | ${t.script.toFixed(0)} | ${ratio(t.script, floor.script)} | ${t.tasks.toFixed(0)} | ${ratio(t.tasks, floor.tasks)} | ${count(t.calls)} | ${ratio(t.calls, floor.calls)} |`
  return [
    `Main-thread time on load at 390 px, unthrottled (navigation to load + 1.5 s, or to a form's first control hydrated + 1.5 s), median of ${runs} loads interleaved with the floor; function calls from navigation to load + 1.5 s, the least of 3 loads`,
    '',
    '| page | script ms | x floor | all tasks ms | x floor | function calls | x floor |',
    '|---|---|---|---|---|---|---|',
    row('floor', floor),
    ...[...result.routes].map(([route, t]) => row(route, t)),
  ]
}

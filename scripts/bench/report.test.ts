import http from 'node:http'
import type {AddressInfo} from 'node:net'
import {gunzipSync, gzipSync} from 'node:zlib'
import {describe, expect, it} from 'vitest'
import {noJsProxy, stripScripts} from './nojs'
import {
  blockingLines,
  comparisonRow,
  countedBlocking,
  goalLines,
  median,
  medianMetrics,
  type Metrics,
  pathToFirstPaint,
  type RouteResult,
  type SimNode,
  type SimTimings,
  scriptTimeLines,
  tableRow,
} from './report'

const ok: Metrics = {score: 0.99, lcp: 1800, tbt: 90, cls: 0}
const route = (name: string, real: Partial<Metrics>, bare: Partial<Metrics> = {}): RouteResult => ({
  route: name,
  real: {...ok, ...real},
  bare: {...ok, ...bare},
})

describe('goals', () => {
  it('passes a route that matches its no-JS copy', () => {
    const {lines, missed} = goalLines([route('/about', {score: 0.97})])
    expect(missed).toBe(0)
    expect(lines).toEqual([
      '- [x] score within 0.02 of its no-JS copy: all 1 routes',
      '- [x] LCP under 2,500 ms: all 1 routes',
      '- [x] TBT under 150 ms: all 1 routes',
      '- [x] CLS 0: all 1 routes',
    ])
  })

  it('lists each route that misses a goal, with by how much', () => {
    const {lines, missed} = goalLines([
      route('/', {score: 0.87, lcp: 2232, tbt: 462}, {score: 0.99, lcp: 1969}),
      route('/quiz', {lcp: 3000, tbt: 150, cls: 0.0004}, {lcp: 1679}),
      route('/blog', {score: 0.96, lcp: 1980}, {score: 0.98, lcp: 1800}),
    ])
    expect(lines).toEqual([
      '- [ ] score within 0.02 of its no-JS copy: missed on 1 of 3: / (0.87 vs 0.99)',
      '- [ ] LCP under 2,500 ms: missed on 1 of 3: /quiz (3000 ms)',
      '- [ ] TBT under 150 ms: missed on 2 of 3: / (462 ms), /quiz (150 ms)',
      '- [ ] CLS 0: missed on 1 of 3: /quiz (4.0e-4)',
    ])
    expect(missed).toBe(5)
  })

  it('prints a table row with the cost over the floor', () => {
    const row = tableRow({...route('/', {score: 0.871, tbt: 462.4}), jsBytes: 150 * 1024}, {...ok, tbt: 120})
    expect(row).toBe('| / | 0.87 | 0.99 | 1800 | 1800 | 462 | 0 | +342 | 150.0 |')
  })

  it('takes the middle run', () => {
    expect(median([3, 1, 2])).toBe(2)
  })
})

describe('what TBT is made of', () => {
  const window = {fcp: 1100, tti: 2500}

  it("counts a task's part between FCP and TTI, past 50 ms, as Lighthouse does", () => {
    // Wholly inside the window: all but the first 50 ms.
    expect(countedBlocking({url: '/a.js', start: 1500, duration: 120}, window)).toBe(70)
    // Begun before FCP: counted from FCP on (a first layout the simulation places across the paint).
    expect(countedBlocking({url: '/', start: 1000, duration: 300}, window)).toBe(150)
    // Ended before FCP, begun after TTI, or too little of it inside: nothing.
    expect(countedBlocking({url: '/', start: 700, duration: 300}, window)).toBe(0)
    expect(countedBlocking({url: '/a.js', start: 2600, duration: 200}, window)).toBe(0)
    expect(countedBlocking({url: '/a.js', start: 2460, duration: 200}, window)).toBe(0)
  })

  it("lists the median-TBT run's counted tasks, largest first, and marks one begun before FCP", () => {
    const run = (tbt: number, tasks: Array<[string, number, number]>): Metrics => ({
      ...ok,
      tbt,
      blocking: {...window, tasks: tasks.map(([url, start, duration]) => ({url, start, duration}))},
    })
    const real = medianMetrics([
      run(400, [['/a.js', 1500, 400]]),
      run(220, [
        ['/a.js', 2000, 90],
        ['/', 1000, 300],
        ['Unattributable', 700, 200],
      ]),
      run(10, [['/a.js', 1500, 60]]),
    ])
    expect(blockingLines([{route: '/', real}])).toEqual([
      '- /: TBT 220, FCP 1100, TTI 2500: 150 of / 1000 +300 (begun before FCP); 40 of /a.js 2000 +90',
    ])
    expect(blockingLines([{route: '/b', real: ok}])).toEqual([])
  })

  it('shows which simulated tasks push the first paint past FCP: those the FCP simulation leaves out', () => {
    // Lantern's nodes: an observed duration in microseconds and the trace events inside the task.
    const node = (id: string, observedMs: number, events: Array<[string, number]>, type = 'cpu'): SimNode => ({
      id,
      type,
      duration: observedMs * 1000,
      childEvents: events.map(([name, ms]) => ({name, dur: ms * 1000})),
    })
    const commit = node('commit', 66, [
      ['DocumentLoader::CommitNavigation', 53],
      ['DocumentLoader::CreateParserPostCommit', 48],
    ])
    const firstParse = node('parse1', 7, [['ParseHTML', 6]])
    const chunk = node('parse2', 10, [
      ['ParseHTML', 10],
      ['EvaluateScript', 1],
    ])
    const tiny = node('tiny', 1, [['ParseHTML', 1]])
    const paint = node('paint', 143, [
      ['Layout', 115],
      ['UpdateLayoutTree', 8],
      ['Paint', 5],
    ])
    const later = node('later', 40, [['Layout', 30]])
    const document = node('doc', 0, [], 'network')
    // The TBT simulation runs every task; FCP's holds the first parse and the first paint (its own node
    // objects, the same ids).
    const tbt: SimTimings = new Map([
      [document, {startTime: 0, endTime: 769}],
      [later, {startTime: 1373, endTime: 1453}],
      [paint, {startTime: 1087, endTime: 1373}],
      [commit, {startTime: 769, endTime: 1032}],
      [firstParse, {startTime: 1032, endTime: 1045}],
      [tiny, {startTime: 1045, endTime: 1046}],
      [chunk, {startTime: 1046, endTime: 1087}],
    ])
    const fcp: SimTimings = new Map([
      [{...document}, {startTime: 0, endTime: 769}],
      [{...firstParse}, {startTime: 769, endTime: 782}],
      [{...paint}, {startTime: 782, endTime: 1068}],
    ])
    const simulations = (tbtTimings: SimTimings, fcpTimings: SimTimings) =>
      new Map([
        ['optimisticTotalBlockingTime', tbtTimings],
        ['pessimisticFirstContentfulPaint', fcpTimings],
        // The other simulation of each metric, which the path must not read.
        ['pessimisticTotalBlockingTime', new Map()],
        ['optimisticFirstContentfulPaint', new Map()],
      ])
    const path = pathToFirstPaint(simulations(tbt, fcp))
    expect(path).toEqual([
      {kind: 'navigation commit', start: 769, duration: 263, observed: 66, inFcpGraph: false},
      {kind: 'HTML parse', start: 1032, duration: 13, observed: 7, inFcpGraph: true},
      {kind: 'HTML parse', start: 1046, duration: 41, observed: 10, inFcpGraph: false},
      {kind: 'style, layout and paint', start: 1087, duration: 286, observed: 143, inFcpGraph: true},
    ])
    const real: Metrics = {...ok, tbt: 236, blocking: {fcp: 1068, tti: 2500, tasks: [], toFirstPaint: path}}
    expect(blockingLines([{route: '/', real}])).toEqual([
      '- /: TBT 236, FCP 1068, TTI 2500: no task counts',
      "  - the first paint's task runs at 1087 +286 (143 observed); before it, outside FCP's simulation: navigation commit +263 (66 observed), HTML parse +41 (10 observed)",
    ])
    // The first paint's task stays the last in the path however short it is.
    const quickPaint: SimTimings = new Map(
      [...tbt].map(([n, t]) => [n, n === paint ? {...t, endTime: t.startTime + 4} : t]),
    )
    expect(pathToFirstPaint(simulations(quickPaint, fcp)).at(-1)).toEqual({
      kind: 'style, layout and paint',
      start: 1087,
      duration: 4,
      observed: 143,
      inFcpGraph: true,
    })
    // No simulation read, or no paint in FCP's: no path.
    expect(pathToFirstPaint(new Map([['pessimisticFirstContentfulPaint', fcp]]))).toEqual([])
    expect(pathToFirstPaint(simulations(tbt, new Map([[{...firstParse}, {startTime: 769, endTime: 782}]])))).toEqual([])
  })
})

describe('against another build', () => {
  it("gives both builds' medians and the median of the run-by-run differences", () => {
    const runs = (tbts: number[], lcp = 2000) => tbts.map((tbt): Metrics => ({...ok, tbt, lcp}))
    // The machine drifts (both builds slow in run 3): the paired differences are -50, -40, -60.
    const row = comparisonRow('/', runs([150, 160, 400]), runs([200, 200, 460], 2100))
    expect(row).toBe('| / | 0.99 / 0.99 | 2000 / 2100 | 160 / 200 | -50 | -100 |')
    // A build that is slower shows a positive difference.
    expect(comparisonRow('/a', runs([300, 310, 320]), runs([200, 200, 200]))).toContain('| +110 |')
  })
})

describe('no-JS copy', () => {
  it('removes scripts and script preloads, and keeps everything else', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><link as="script" rel="preload" href="/b.js">' +
      '<link rel="modulepreload" href="/c.js"><link rel="preload" as="font" href="/f.woff2"></head>' +
      '<body><p>Hello</p><script src="/d.js" async></script><script>self.__next_f.push([1,"x"])</script></body>'
    expect(stripScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"><link rel="preload" as="font" href="/f.woff2"></head><body><p>Hello</p></body>',
    )
  })

  it('keeps the status, headers and compression of the HTML it strips', async () => {
    const page = '<html><body><p>Hi</p><script>alert(1)</script></body></html>'
    const upstream = http
      .createServer((req, res) => {
        const html = req.url === '/'
        res.writeHead(html ? 200 : 404, {
          'content-type': html ? 'text/html; charset=utf-8' : 'text/css',
          'content-encoding': 'gzip',
          'cache-control': 's-maxage=31536000',
          link: '</f.woff2>; rel=preload; as="font", </x.js>; rel=preload; as="script"',
        })
        res.end(gzipSync(html ? page : 'p{}'))
      })
      .listen(0, '127.0.0.1')
    await new Promise((r) => upstream.once('listening', r))
    const proxy = noJsProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`).listen(0, '127.0.0.1')
    await new Promise((r) => proxy.once('listening', r))
    const get = (path: string) =>
      new Promise<http.IncomingMessage & {body: Buffer}>((resolve) =>
        http.get({port: (proxy.address() as AddressInfo).port, path, headers: {'accept-encoding': 'gzip'}}, (res) => {
          const parts: Buffer[] = []
          res.on('data', (d: Buffer) => parts.push(d))
          res.on('end', () => resolve(Object.assign(res, {body: Buffer.concat(parts)})))
        }),
      )
    try {
      const html = await get('/')
      expect(html.statusCode).toBe(200)
      expect(html.headers['content-encoding']).toBe('gzip')
      expect(html.headers['cache-control']).toBe('s-maxage=31536000')
      expect(html.headers.link).toBe('</f.woff2>; rel=preload; as="font"')
      expect(gunzipSync(html.body).toString()).toBe('<html><body><p>Hi</p></body></html>')
      const css = await get('/a.css')
      expect(css.statusCode).toBe(404)
      expect(gunzipSync(css.body).toString()).toBe('p{}')
    } finally {
      proxy.close()
      upstream.close()
    }
  })
})

describe('script-time table', () => {
  it("gives each route's script time, task time and function calls as ratios to the floor's", () => {
    const lines = scriptTimeLines(
      {
        floor: {script: 40, tasks: 250, calls: 8_800},
        routes: new Map([
          ['/', {script: 130.4, tasks: 640, calls: 25_300}],
          ['/about', {script: 58, tasks: 250, calls: 8_800}],
        ]),
      },
      7,
    )
    expect(lines[0]).toContain('median of 7 loads')
    expect(lines[2]).toBe('| page | script ms | x floor | all tasks ms | x floor | function calls | x floor |')
    expect(lines.slice(4)).toEqual([
      '| floor | 40 | 1.00x | 250 | 1.00x | 8,800 | 1.00x |',
      '| / | 130 | 3.26x | 640 | 2.56x | 25,300 | 2.88x |',
      '| /about | 58 | 1.45x | 250 | 1.00x | 8,800 | 1.00x |',
    ])
  })

  it('shows a dash where a count is missing', () => {
    const lines = scriptTimeLines(
      {floor: {script: 40, tasks: 250}, routes: new Map([['/', {script: 80, tasks: 500}]])},
      3,
    )
    expect(lines.at(-1)).toBe('| / | 80 | 2.00x | 500 | 2.00x | - | - |')
  })
})

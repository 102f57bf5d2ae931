/**
 * A stand-in for Sanity's Content Lake, on loopback, for tests: it answers the HTTP API the site's
 * production build calls, in the real API's format, over the embedded dataset.
 *
 *   GET|POST /v<version>/data/query/<dataset>   GROQ (groq-js, Sanity's own engine), `$params`,
 *                                               perspectives `published`, `drafts` and `raw`
 *   POST     /v<version>/data/mutate/<dataset>  create, createOrReplace, createIfNotExists, patch, delete
 *   GET      /v<version>/data/live/events/<dataset>  the Live Content API's event stream (welcome, keep-alive)
 *   GET      /images/<project>/<dataset>/<file>  image files, at the asset CDN's path
 *
 * What it does like the real Lake:
 *   - image assets carry the CDN's URL form (https://cdn.sanity.io/images/<project>/<dataset>/<hash>-<w>x<h>.<ext>);
 *   - without a token only published documents at root ids are visible; a token sees drafts and
 *     documents at non-root ids (preview URL secrets);
 *   - every mutation sets `_rev`, `_updatedAt` and `_createdAt`;
 *   - a GROQ-powered webhook (filter, projection with before()/after()/delta::operation(), secret) is
 *     called after each transaction that changes a published document, signed as @sanity/webhook signs;
 *   - queries can lag behind a transaction (`lag`), as the Lake is eventually consistent.
 *
 * A second port, the control API, lets a test change content and make the data API fail: refuse
 * connections, answer a status (5xx, 429), or answer slowly. The control API is never faulted.
 */
import {createHash, randomUUID} from 'node:crypto'
import {readFileSync} from 'node:fs'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {Socket} from 'node:net'
import path from 'node:path'
import {type Doc, parseDataset} from '@agency/web/content/dataset'
import {encodeSignatureHeader} from '@sanity/webhook'
import {evaluate, parse} from 'groq-js'

export interface WebhookConfig {
  url: string
  secret: string
  /** A GROQ filter, as typed in sanity.io/manage (`_type in [...]`). */
  filter: string
  /** A GROQ projection, as typed in sanity.io/manage (`{_type, _id, ...}`). */
  projection: string
}

export interface LakeOptions {
  projectId: string
  dataset: string
  /** The ndjson file to load (studio/seed/production.ndjson); its images sit in `images/` beside it. */
  datasetFile: string
  /** The data API's port (0 picks one). */
  port: number
  /** The control API's port (0 picks one). */
  controlPort: number
  /** Tokens that may read drafts and private documents and write. */
  tokens: string[]
  webhooks?: WebhookConfig[]
  host?: string
}

/** How the data API misbehaves, set through the control API. */
export type Fault =
  | {mode: 'none'}
  | {mode: 'refuse'}
  | {mode: 'status'; status: number}
  /** Answers after `delayMs`, with what the Lake held when the read arrived; only reads whose query contains `matching`, if given. */
  | {mode: 'slow'; delayMs: number; matching?: string}

export interface RequestRecord {
  at: number
  method: string
  path: string
  perspective: string | null
  /** The GROQ text of a query. */
  query?: string
  /** Whether the request carried an accepted token. */
  authorized?: boolean
  status: number
}

export interface WebhookDelivery {
  at: number
  url: string
  body: unknown
  status: number | 'failed'
}

type Mutation =
  | {create: Doc}
  | {createOrReplace: Doc}
  | {createIfNotExists: Doc}
  | {delete: {id: string}}
  | {patch: {id: string; set?: Record<string, unknown>; unset?: string[]; ifRevisionID?: string}}

const CDN = 'https://cdn.sanity.io'

const isDraft = (id: string) => id.startsWith('drafts.')
const isVersion = (id: string) => id.startsWith('versions.')
const publishedId = (id: string) => id.replace(/^drafts\./, '')
/** A document at a non-root id (a `.` in its id, drafts included) is private: only a token sees it. */
const isPrivate = (id: string) => id.includes('.')

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`)
  }
}

/** What the real API answers for a missing or unknown token. */
const unauthorized = () => new HttpError(401, {statusCode: 401, error: 'Unauthorized', message: 'Session not found'})

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export class LakeStandIn {
  /** Every document as committed. */
  private committed = new Map<string, Doc>()
  /** What queries see: the committed documents, `lagMs` behind. */
  private visible = new Map<string, Doc>()
  private fault: Fault = {mode: 'none'}
  private lagMs = 0
  private assetFiles = new Map<string, string>()
  private api: Server
  private control: Server
  private sockets = new Set<Socket>()
  private apiPort = 0
  readonly requests: RequestRecord[] = []
  readonly deliveries: WebhookDelivery[] = []

  constructor(readonly options: LakeOptions) {
    this.load()
    this.api = createServer((req, res) => void this.handleApi(req, res))
    this.api.on('connection', (socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
    this.control = createServer((req, res) => void this.handleControl(req, res))
  }

  get apiOrigin() {
    return `http://${this.options.host ?? '127.0.0.1'}:${this.apiPort}`
  }

  get controlOrigin() {
    const address = this.control.address()
    return `http://${this.options.host ?? '127.0.0.1'}:${typeof address === 'object' && address ? address.port : 0}`
  }

  async start(): Promise<this> {
    await this.listenApi(this.options.port)
    await new Promise<void>((resolve) =>
      this.control.listen(this.options.controlPort, this.options.host ?? '127.0.0.1', resolve),
    )
    return this
  }

  async stop(): Promise<void> {
    await this.closeApi()
    await new Promise<void>((resolve) => this.control.close(() => resolve()))
  }

  /** (Re)loads the dataset file: every change made since is dropped. */
  load() {
    const {projectId, dataset, datasetFile} = this.options
    const imagesDir = path.join(path.dirname(datasetFile), 'images')
    const docs = parseDataset(readFileSync(datasetFile, 'utf8'), imagesDir)
    const now = new Date().toISOString()
    this.committed.clear()
    this.assetFiles.clear()
    for (const doc of docs) {
      const stamped: Doc = {_createdAt: now, _updatedAt: now, _rev: randomUUID(), ...doc}
      if (doc._type === 'sanity.imageAsset' && typeof doc.url === 'string') {
        // `image-<sha>-<w>x<h>-<ext>` is served at <sha>-<w>x<h>.<ext>, the CDN's form.
        const match = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(doc._id)
        if (match) {
          const file = `${match[1]}-${match[2]}.${match[3]}`
          this.assetFiles.set(file, path.join(imagesDir, String(doc.originalFilename)))
          stamped.url = `${CDN}/images/${projectId}/${dataset}/${file}`
          stamped.path = `images/${projectId}/${dataset}/${file}`
          stamped.assetId = match[1]
          stamped.extension = match[3]
        }
      }
      this.committed.set(doc._id, stamped)
    }
    this.visible = new Map(this.committed)
    this.revealed = this.transactions
  }

  setFault(fault: Fault) {
    const wasRefusing = this.fault.mode === 'refuse'
    this.fault = fault
    if (fault.mode === 'refuse' && !wasRefusing) return this.closeApi()
    if (fault.mode !== 'refuse' && wasRefusing) return this.listenApi(this.apiPort)
    return Promise.resolve()
  }

  setLag(ms: number) {
    this.lagMs = Math.max(0, ms)
  }

  /** The committed document with this id (drafts included), as stored. */
  get(id: string): Doc | undefined {
    return this.committed.get(id)
  }

  /** Applies a transaction; calls the webhooks for published documents it changed. */
  async mutate(
    mutations: Mutation[],
  ): Promise<{transactionId: string; results: Array<{id: string; operation: string}>}> {
    const transactionId = randomUUID()
    const now = new Date().toISOString()
    const results: Array<{id: string; operation: string}> = []
    const changes: Array<{id: string; before: Doc | null; after: Doc | null}> = []
    const next = new Map(this.committed)
    const write = (doc: Doc, operation: 'create' | 'update') => {
      const before = next.get(doc._id) ?? null
      const after: Doc = {
        ...doc,
        _createdAt: (before?._createdAt as string | undefined) ?? now,
        _updatedAt: now,
        _rev: transactionId,
      }
      next.set(doc._id, after)
      changes.push({id: doc._id, before, after})
      results.push({id: doc._id, operation})
    }
    for (const mutation of mutations) {
      if ('create' in mutation) {
        const doc = withId(mutation.create)
        if (next.has(doc._id))
          throw new HttpError(409, {
            error: {description: `Document by ID "${doc._id}" already exists`, type: 'mutationError'},
          })
        write(doc, 'create')
      } else if ('createOrReplace' in mutation) {
        const doc = withId(mutation.createOrReplace)
        write(doc, next.has(doc._id) ? 'update' : 'create')
      } else if ('createIfNotExists' in mutation) {
        const doc = withId(mutation.createIfNotExists)
        if (!next.has(doc._id)) write(doc, 'create')
      } else if ('delete' in mutation) {
        const before = next.get(mutation.delete.id) ?? null
        if (before) {
          next.delete(mutation.delete.id)
          changes.push({id: mutation.delete.id, before, after: null})
        }
        results.push({id: mutation.delete.id, operation: 'delete'})
      } else if ('patch' in mutation) {
        const {id, set = {}, unset = [], ifRevisionID} = mutation.patch
        const before = next.get(id)
        if (!before)
          throw new HttpError(404, {error: {description: `Document "${id}" not found`, type: 'mutationError'}})
        if (ifRevisionID && before._rev !== ifRevisionID)
          throw new HttpError(409, {error: {description: 'Revision mismatch', type: 'mutationError'}})
        const patched = structuredClone(before) as Record<string, unknown>
        for (const [key, value] of Object.entries(set)) setPath(patched, key, value)
        for (const key of unset) setPath(patched, key, undefined)
        write(patched as Doc, 'update')
      } else {
        throw new HttpError(400, {error: {description: 'Unknown mutation', type: 'mutationError'}})
      }
    }
    this.committed = next
    const sequence = ++this.transactions
    if (this.lagMs > 0) setTimeout(() => this.reveal(sequence, next), this.lagMs)
    else this.reveal(sequence, next)
    await this.callWebhooks(changes)
    return {transactionId, results}
  }

  private transactions = 0
  private revealed = 0
  /** Makes a transaction's state visible to queries, unless a later one already is. */
  private reveal(sequence: number, snapshot: Map<string, Doc>) {
    if (sequence < this.revealed) return
    this.revealed = sequence
    this.visible = snapshot
  }

  /** Runs a query as the API does, for this perspective and token. */
  async query(query: string, params: Record<string, unknown>, perspective: string, authorized: boolean) {
    const docs = this.view(perspective, authorized)
    let tree: ReturnType<typeof parse>
    try {
      tree = parse(query, {params})
    } catch (error) {
      throw new HttpError(400, {
        error: {description: (error as Error).message, query, type: 'queryParseError'},
      })
    }
    const missing = referencedParams(tree).find((name) => !(name in params))
    if (missing)
      throw new HttpError(400, {
        error: {description: `param $${missing} referenced, but not provided`, query, type: 'queryParseError'},
      })
    const value = await evaluate(tree, {dataset: docs, params})
    return value.get()
  }

  /** The documents a query sees. */
  private view(perspective: string, authorized: boolean): Doc[] {
    const all = [...this.visible.values()].filter((d) => authorized || !isPrivate(d._id))
    if (perspective === 'raw') return all
    const published = all.filter((d) => !isDraft(d._id) && !isVersion(d._id))
    if (perspective !== 'drafts' && perspective !== 'previewDrafts') return published
    // Drafts perspective: a draft replaces its published document, under the published id.
    const byId = new Map(published.map((d) => [d._id, d]))
    for (const draft of all.filter((d) => isDraft(d._id))) {
      const id = publishedId(draft._id)
      byId.set(id, {...draft, _id: id, _originalId: draft._id})
    }
    return [...byId.values()]
  }

  private async callWebhooks(changes: Array<{id: string; before: Doc | null; after: Doc | null}>) {
    const hooks = this.options.webhooks ?? []
    const published = changes.filter((c) => !isDraft(c.id) && !isVersion(c.id) && !c.id.includes('.'))
    await Promise.all(
      hooks.flatMap((hook) =>
        published.map(async (change) => {
          const doc = change.after ?? change.before!
          const context = {before: change.before, after: change.after}
          const filter = await evaluate(parse(`*[${hook.filter}]`), {dataset: [doc], ...context})
          if (!((await filter.get()) as unknown[]).length) return
          const projected = await evaluate(parse(`*[0]${hook.projection}`, {mode: 'delta'}), {
            dataset: [doc],
            ...context,
          })
          const body = JSON.stringify(await projected.get())
          const delivery: WebhookDelivery = {at: Date.now(), url: hook.url, body: JSON.parse(body), status: 'failed'}
          this.deliveries.push(delivery)
          try {
            const res = await fetch(hook.url, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), hook.secret),
                'sanity-operation': change.after ? (change.before ? 'update' : 'create') : 'delete',
                'sanity-document-id': change.id,
                'sanity-project-id': this.options.projectId,
                'sanity-dataset': this.options.dataset,
                'idempotency-key': randomUUID(),
              },
              body,
              signal: AbortSignal.timeout(30_000),
            })
            delivery.status = res.status
            await res.arrayBuffer()
          } catch {
            delivery.status = 'failed'
          }
        }),
      ),
    )
  }

  private authorized(req: IncomingMessage): boolean | 'invalid' {
    const header = req.headers.authorization
    if (!header) return false
    const token = header.replace(/^Bearer\s+/i, '')
    return this.options.tokens.includes(token) ? true : 'invalid'
  }

  private async handleApi(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.apiOrigin)
    const record: RequestRecord = {
      at: Date.now(),
      method: req.method ?? 'GET',
      path: url.pathname,
      perspective: url.searchParams.get('perspective'),
      status: 0,
    }
    this.requests.push(record)
    const fault = this.fault
    try {
      if (fault.mode === 'status') {
        record.status = fault.status
        const message = fault.status === 429 ? 'API rate limit exceeded' : 'Service Unavailable'
        return json(
          res,
          fault.status,
          {
            statusCode: fault.status,
            error: fault.status === 429 ? 'Too Many Requests' : 'Service Unavailable',
            message,
          },
          fault.status === 429 ? {'retry-after': '1'} : {},
        )
      }
      const answer = await this.route(req, res, url, record)
      if (answer === undefined) return
      if (fault.mode === 'slow' && (!fault.matching || record.query?.includes(fault.matching)))
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      if (res.destroyed) return
      record.status = 200
      json(res, 200, answer)
    } catch (error) {
      if (error instanceof HttpError) {
        record.status = error.status
        return json(res, error.status, error.body)
      }
      record.status = 500
      json(res, 500, {statusCode: 500, error: 'Internal Server Error', message: 'An internal server error occurred'})
    }
  }

  /** The data API's routes. Returns the JSON answer, or undefined when the response was written. */
  private async route(req: IncomingMessage, res: ServerResponse, url: URL, record: RequestRecord): Promise<unknown> {
    const images = /^\/images\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(url.pathname)
    if (images && req.method === 'GET') {
      const file = this.assetFiles.get(images[3]!)
      if (!file || images[1] !== this.options.projectId || images[2] !== this.options.dataset)
        throw new HttpError(404, {error: 'Not Found'})
      const bytes = readFileSync(file)
      const type = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : 'image/jpeg'
      res.writeHead(200, {'content-type': type, 'content-length': String(bytes.length)})
      res.end(bytes)
      return undefined
    }
    const match = /^\/v[\w-]+\/data\/(query|mutate|live\/events)\/([\w-]+)$/.exec(url.pathname)
    if (!match) throw new HttpError(404, {error: 'Not Found', message: 'Not Found', statusCode: 404})
    const [, endpoint, dataset] = match
    if (dataset !== this.options.dataset)
      throw new HttpError(404, {error: 'Not Found', message: `Dataset "${dataset}" not found`, statusCode: 404})
    const auth = this.authorized(req)
    record.authorized = auth === true
    if (auth === 'invalid') throw unauthorized()

    if (endpoint === 'live/events') {
      res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive'})
      res.write(`event: welcome\ndata: {}\n\n`)
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 10_000)
      req.on('close', () => clearInterval(keepAlive))
      return undefined
    }

    if (endpoint === 'mutate') {
      if (req.method !== 'POST') throw new HttpError(405, {error: 'Method Not Allowed'})
      if (auth !== true) throw unauthorized()
      const body = JSON.parse(await readBody(req)) as {mutations: Mutation[]}
      const {transactionId, results} = await this.mutate(body.mutations)
      return {transactionId, results, documentIds: results.map((r) => r.id)}
    }

    let query: string | null
    const params: Record<string, unknown> = {}
    if (req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as {query: string; params?: Record<string, unknown>}
      query = body.query
      Object.assign(params, body.params ?? {})
    } else {
      query = url.searchParams.get('query')
      for (const [key, value] of url.searchParams) {
        if (!key.startsWith('$')) continue
        try {
          params[key.slice(1)] = JSON.parse(value)
        } catch {
          throw new HttpError(400, {
            error: {description: `Unable to parse value of "${key}=${value}"`, type: 'httpBadRequest'},
          })
        }
      }
    }
    if (!query) throw new HttpError(400, {error: {description: 'Missing query', type: 'httpBadRequest'}})
    record.query = query
    const perspective = url.searchParams.get('perspective') ?? 'published'
    const started = performance.now()
    const result = await this.query(query, params, perspective, auth === true)
    const answer: Record<string, unknown> = {
      result,
      ms: Math.round(performance.now() - started),
      syncTags: [`s1:${createHash('sha1').update(query).digest('base64url').slice(0, 6)}`],
    }
    if (url.searchParams.get('returnQuery') !== 'false') answer.query = query
    return answer
  }

  private async handleControl(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://control')
    try {
      const body = req.method === 'POST' ? await readBody(req) : ''
      const input = body ? (JSON.parse(body) as Record<string, unknown>) : {}
      switch (`${req.method} ${url.pathname}`) {
        case 'GET /health':
          return json(res, 200, {ok: true, api: this.apiOrigin, fault: this.fault, lagMs: this.lagMs})
        case 'POST /fault':
          await this.setFault(input as Fault)
          return json(res, 200, {fault: this.fault})
        case 'POST /lag':
          this.setLag(Number(input.ms) || 0)
          return json(res, 200, {lagMs: this.lagMs})
        case 'POST /reset':
          await this.setFault({mode: 'none'})
          this.setLag(0)
          this.load()
          this.requests.length = 0
          this.deliveries.length = 0
          return json(res, 200, {documents: this.committed.size})
        case 'POST /mutate':
          return json(res, 200, await this.mutate((input as {mutations: Mutation[]}).mutations))
        case 'GET /document': {
          const doc = this.committed.get(url.searchParams.get('id') ?? '')
          return doc ? json(res, 200, doc) : json(res, 404, {error: 'Not Found'})
        }
        case 'GET /requests':
          return json(res, 200, this.requests.slice(Number(url.searchParams.get('since') ?? 0)))
        case 'GET /deliveries':
          return json(res, 200, this.deliveries)
        default:
          return json(res, 404, {error: 'Not Found'})
      }
    } catch (error) {
      if (error instanceof HttpError) return json(res, error.status, error.body)
      return json(res, 400, {error: (error as Error).message})
    }
  }

  private listenApi(port: number) {
    return new Promise<void>((resolve, reject) => {
      this.api.once('error', reject)
      this.api.listen(port, this.options.host ?? '127.0.0.1', () => {
        this.api.off('error', reject)
        const address = this.api.address()
        this.apiPort = typeof address === 'object' && address ? address.port : port
        resolve()
      })
    })
  }

  /** Stops accepting connections and drops the open ones: callers see ECONNREFUSED or a reset. */
  private closeApi() {
    return new Promise<void>((resolve) => {
      if (!this.api.listening) return resolve()
      this.api.close(() => resolve())
      for (const socket of this.sockets) socket.destroy()
    })
  }
}

/** The `$names` a parsed query refers to. */
function referencedParams(node: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(node)) for (const child of node) referencedParams(child, found)
  else if (node && typeof node === 'object') {
    const n = node as {type?: string; name?: unknown}
    if (n.type === 'Parameter' && typeof n.name === 'string') found.add(n.name)
    for (const child of Object.values(node)) referencedParams(child, found)
  }
  return [...found]
}

function withId(doc: Doc): Doc {
  return doc._id ? doc : {...doc, _id: randomUUID()}
}

/** Sets (or with `undefined` removes) a dotted path such as `price.amount` in a document. */
function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const keys = dotted.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  const last = keys.at(-1)!
  if (value === undefined) delete node[last]
  else node[last] = value
}

export async function startLakeStandIn(options: LakeOptions): Promise<LakeStandIn> {
  return new LakeStandIn(options).start()
}

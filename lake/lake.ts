/**
 * The local Content Lake: Sanity's HTTP API on loopback, over a working copy of the embedded dataset.
 * The Studio edits it, the site reads it, and the tests drive both through it, with no account and no
 * network. It answers in the real API's formats (https://www.sanity.io/docs/http-api):
 *
 *   data      /v<date>/data/query|mutate|actions|doc|listen|live/events/<dataset>   GROQ by groq-js, patches by
 *             @sanity/mutator, content source maps for click-to-edit (source-map.ts)
 *   assets    /v<date>/assets/images|files/<dataset> (upload), /images|/files/<project>/<dataset>/<file> (the CDN's paths)
 *   project   /v<date>/users/me, /projects/<p>, .../datasets/<ds>/acl, /auth/providers, /auth/fetch, ...
 *   presence  /v<date>/socket/<dataset>   the Studio's WebSocket: editors see each other (presence.ts)
 *   releases  the release actions of the Actions API, versions, and a scheduler that publishes a
 *             scheduled release at its time (releases.ts)
 *   pages     /                        the home page (where a browser first trusts the certificate)
 *             /v1/auth/login/local     the login page the Studio's login sends an editor to
 *
 * It listens on up to two ports: `port`, plain HTTP/1.1 for servers on loopback (the site reads it
 * through SANITY_API_HOST), and `tlsPort`, HTTPS with HTTP/2 for browsers (the Studio, through its
 * `apiHost`): the Studio keeps about ten event streams open at once, more than the six connections a
 * browser opens to one host over HTTP/1.1, and HTTP/2 carries them all on one. Browsers reach the
 * project's own host name, `<project>.localhost`, on the same port: *.localhost is loopback.
 *
 * A third port, the control API, lets a test or a developer change content, read what was asked,
 * and make the data API fail as the Lake fails: refuse connections, answer a status, answer slowly.
 * The control API is never faulted. It answers only the project's own tools: each request carries the
 * secret the Lake makes at each start (`controlSecret`, written to `controlSecretFile` for them).
 *
 * Who may reach it at all (loopback host names only, the control API's secret, the login form's
 * origin) is gate.ts; queries and listeners' filters run in worker threads with a deadline and a size
 * limit, fairly between clients (query-pool.ts), so no request can stop the Lake.
 */
import {randomBytes, randomUUID} from 'node:crypto'
import {readFileSync, rmSync} from 'node:fs'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {createSecureServer, type Http2SecureServer} from 'node:http2'
import type {Socket} from 'node:net'
import type {Duplex} from 'node:stream'
import path from 'node:path'
import {parseDataset} from '@agency/dataset/dataset'
import {type Action, applyAction} from './actions'
import {AssetFiles, asSeedAsset, contentTypeOf, MAX_UPLOAD_BYTES} from './assets'
import {
  decodePathPart,
  type Doc,
  DocumentStore,
  LakeError,
  type MutationInput,
  type Transaction,
  type TransactionDraft,
} from './documents'
import {checkControlRequest, checkHost, checkLoginForm, isLoopbackHost} from './gate'
import {answerHistory} from './history'
import {Identities, type LakeUser, projectUserJson, userJson} from './identity'
import {Listener, listenOptions} from './listen'
import {homePage, loginPage} from './pages'
import {Presence} from './presence'
import {paramsFromSearch, visibleTo} from './query'
import {DEFAULT_QUERY_LIMITS, QueryPool, type QueryLimits} from './query-pool'
import {
  completeUnarchive,
  isOpen,
  isReleaseDocumentId,
  isSystemId,
  MAX_OPEN_RELEASES,
  publishRelease,
  type ReleaseContext,
  type ReleaseDoc,
  ReleaseScheduler,
  releaseDocumentId,
  releaseOfVersion,
} from './releases'
import {TransactionLog} from './translog'
import {deliverWebhooks, type WebhookConfig, type WebhookDelivery} from './webhooks'
import {readSecretFile, writePrivateFile} from './private-files'
import {WorkingCopy} from './working-copy'

export type {WebhookConfig, WebhookDelivery} from './webhooks'

export interface LakeOptions {
  projectId: string
  dataset: string
  /** The seed: studio/seed/production.ndjson, its pictures in `images/` beside it. */
  seedFile: string
  /**
   * A folder to keep the documents in: loaded at start (made from the seed the first time) and
   * written after every transaction. Without one, the Lake holds the seed in memory and forgets
   * every change when it stops (tests).
   */
  workingCopy?: string
  /** Plain HTTP/1.1 for servers on loopback (0 picks a port; undefined: none). */
  port?: number
  /** HTTPS with HTTP/2 for browsers (0 picks a port; undefined: none). Needs `tls`. */
  tlsPort?: number
  tls?: {key: string; cert: string}
  /** The control API's port (0 picks one; undefined: none). */
  controlPort?: number
  /**
   * Where to write the control API's secret while the Lake runs (owner-only), for the project's own
   * tools to read (`.lake/control-secret`); removed when the Lake stops.
   */
  controlSecretFile?: string
  /** Each query's deadline, result size limit and parallelism (query-pool.ts has the defaults). */
  queryLimits?: Partial<QueryLimits>
  /** Robot tokens that may read drafts and write (the site's read token). Editors log in instead. */
  tokens: string[]
  webhooks?: WebhookConfig[]
  /**
   * Browser origins allowed to call the API with credentials (the Studio's). Real projects keep this
   * list in sanity.io/manage → API → CORS origins.
   */
  corsOrigins?: string[]
  /** Where the home page sends an editor once the certificate is trusted. */
  studioUrl?: string
  host?: string
}

/** How the data API misbehaves, set through the control API. */
export type Fault =
  | {mode: 'none'}
  | {mode: 'refuse'}
  /** Answers `status` to every request, or with `writesOnly` to writes alone (the mutate and Actions APIs). */
  | {mode: 'status'; status: number; writesOnly?: boolean}
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
  /** The action types of an Actions API call. */
  actions?: string[]
  status: number
}

type Request = IncomingMessage
type Response = ServerResponse

/** What the real API answers for a missing or unknown token. */
const unauthorized = () => new LakeError(401, {statusCode: 401, error: 'Unauthorized', message: 'Session not found'})
const notFound = (message = 'Not Found') => new LakeError(404, {statusCode: 404, error: 'Not Found', message})
/** What the real API answers a token whose role may not write (a Viewer robot token). */
const mayNotWrite = (permission: string) => {
  const description = `Insufficient permissions; permission "${permission}" required`
  return new LakeError(403, {
    error: {
      description: `the mutation(s) failed: ${description}`,
      items: [{error: {description, permission, type: 'insufficientPermissionsError'}, index: 0}],
      type: 'mutationError',
    },
  })
}
const MAX_JSON_BYTES = 4 * 1024 * 1024
const MAX_RECORDS = 20_000

/** A JSON body already serialized (a query's answer, made in its worker): sent as it is. */
class JsonText {
  constructor(readonly text: string) {}
}

/** Whether the client has gone (or the answer is sent): over HTTP/1.1 the socket, over HTTP/2 the stream. */
function isGone(res: Response) {
  const stream = (res as unknown as {stream?: {destroyed: boolean}}).stream
  return res.writableEnded || Boolean(stream?.destroyed ?? res.socket?.destroyed)
}

function json(res: Response, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body instanceof JsonText ? body.text : JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  res.end(text)
}

function html(res: Response, status: number, text: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'",
  })
  res.end(text)
}

async function readBody(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit)
      throw new LakeError(413, {statusCode: 413, error: 'Payload Too Large', message: 'Request body too large'})
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

async function readJson<T>(req: Request): Promise<T> {
  const text = (await readBody(req, MAX_JSON_BYTES)).toString('utf8')
  try {
    return JSON.parse(text || '{}') as T
  } catch {
    throw new LakeError(400, {error: {description: 'The request body is not valid JSON', type: 'httpBadRequest'}})
  }
}

export class LocalLake {
  readonly store = new DocumentStore()
  readonly identities: Identities
  readonly requests: RequestRecord[] = []
  readonly deliveries: WebhookDelivery[] = []
  /** Every recent transaction, for resuming listeners, the history API and unique transaction ids. */
  readonly log: TransactionLog
  /** What the control API wants in `Authorization: Bearer`: new at each start. */
  readonly controlSecret = randomBytes(24).toString('base64url')
  private readonly queries: QueryPool
  private readonly files: AssetFiles
  private readonly workingCopy?: WorkingCopy
  private readonly listeners = new Set<Listener>()
  private readonly presence: Presence
  private readonly scheduler: ReleaseScheduler
  private fault: Fault = {mode: 'none'}
  private http?: Server
  private https?: Http2SecureServer
  private control?: Server
  private sockets = new Set<Socket>()
  private ports = {http: 0, https: 0, control: 0}

  constructor(readonly options: LakeOptions) {
    this.identities = new Identities(options.tokens)
    this.workingCopy = options.workingCopy ? new WorkingCopy(options.workingCopy) : undefined
    this.log = new TransactionLog({file: this.workingCopy?.transactionsFile})
    this.presence = new Presence(this.identities, (origin) => !origin || this.isAllowedOrigin(origin))
    this.files = new AssetFiles(this.workingCopy?.filesDir, path.join(path.dirname(options.seedFile), 'images'))
    this.store.on('transaction', (transaction) => this.afterTransaction(transaction))
    this.queries = new QueryPool(() => this.store.queryable(), {...DEFAULT_QUERY_LIMITS, ...options.queryLimits})
    this.scheduler = new ReleaseScheduler(
      () => this.releases(),
      (release) => this.publishScheduled(release),
    )
  }

  private get hostName() {
    return this.options.host ?? '127.0.0.1'
  }

  /** http://127.0.0.1:<port>: for servers on loopback (the site's SANITY_API_HOST). */
  get apiOrigin() {
    return `http://${this.hostName}:${this.ports.http}`
  }

  /** https://localhost:<port>: for browsers (the Studio's apiHost). */
  get browserOrigin() {
    return `https://localhost:${this.ports.https}`
  }

  /** https://<project>.localhost:<port>: the address the Studio's client calls, the project's own host. */
  get projectOrigin() {
    return `https://${this.options.projectId}.localhost:${this.ports.https}`
  }

  get controlOrigin() {
    return `http://${this.hostName}:${this.ports.control}`
  }

  /** Where asset files are served from: the HTTP port for servers, else the browsers' HTTPS one. */
  get cdnOrigin() {
    return this.options.port !== undefined ? this.apiOrigin : this.browserOrigin
  }

  async start(): Promise<this> {
    const queries = this.queries.start()
    const handler = (req: Request, res: Response) => void this.handleApi(req, res)
    // Presence's WebSocket: loopback host names only, as every request (./gate.ts), and nothing while
    // a fault makes the Lake refuse or drop.
    const upgrade = (req: Request, socket: Duplex, head: Buffer) =>
      isLoopbackHost(req.headers.host) && (this.fault.mode === 'none' || this.fault.mode === 'slow')
        ? this.presence.upgrade(req, socket, head, this.options.dataset)
        : socket.destroy()
    if (this.options.port !== undefined) {
      this.http = createServer(handler)
      this.http.on('upgrade', upgrade)
      this.trackSockets(this.http)
      this.ports.http = await this.listen(this.http, this.options.port)
    }
    if (this.options.tlsPort !== undefined) {
      if (!this.options.tls) throw new Error('LocalLake: tlsPort needs tls {key, cert}')
      this.https = createSecureServer({...this.options.tls, allowHTTP1: true}, handler as never)
      this.https.on('upgrade', upgrade)
      this.trackSockets(this.https)
      this.ports.https = await this.listen(this.https, this.options.tlsPort)
    }
    if (this.options.controlPort !== undefined) {
      this.control = createServer((req, res) => void this.handleControl(req, res))
      this.ports.control = await this.listen(this.control, this.options.controlPort)
      if (this.options.controlSecretFile) writePrivateFile(this.options.controlSecretFile, `${this.controlSecret}\n`)
    }
    this.load()
    await queries
    return this
  }

  async stop(): Promise<void> {
    this.scheduler.stop()
    this.workingCopy?.flush()
    this.presence.closeAll()
    const secretFile = this.options.controlSecretFile
    // Only this Lake's own secret: another Lake may have started since on the same folder.
    if (secretFile && this.control?.listening && readSecretFile(secretFile) === this.controlSecret)
      rmSync(secretFile, {force: true})
    for (const server of [this.http, this.https, this.control]) if (server) await this.close(server)
    await this.queries.close()
  }

  /**
   * Loads the documents: the working copy if there is one, else the seed (converted as
   * `sanity dataset import` converts it). Every change since is dropped unless it was saved.
   */
  load() {
    const project = {projectId: this.options.projectId, dataset: this.options.dataset, cdnOrigin: this.cdnOrigin}
    const fromCopy = this.workingCopy?.exists()
    const docs = fromCopy
      ? this.workingCopy!.readDocuments()
      : parseDataset(
          readFileSync(this.options.seedFile, 'utf8'),
          path.join(path.dirname(this.options.seedFile), 'images'),
        ).map((doc) => stamp(asSeedAsset(doc, project)))
    this.files.clear()
    const loaded = docs.map((doc) => {
      if (typeof doc.path !== 'string' || !/^sanity\.(image|file)Asset$/.test(doc._type)) return doc
      this.files.register(doc)
      // The files' address follows this Lake's ports, which may differ from the run that saved them.
      return {...doc, url: `${this.cdnOrigin}/${doc.path}`}
    })
    this.store.replaceAll(loaded)
    if (fromCopy) this.log.load()
    else this.log.clear()
    const sessions = this.workingCopy?.readSessions()
    if (sessions) this.identities.restore(sessions)
    if (this.workingCopy && !fromCopy) this.save()
    // Releases scheduled while the Lake was stopped that fell due publish now; an unarchive the Lake
    // stopped in the middle of completes.
    this.scheduler.refresh()
    this.completeUnarchives()
  }

  /** Drops every change: back to the seed (and, with a working copy, the copy is made again from it). */
  reset() {
    this.workingCopy?.reset()
    this.load()
    // Every document may have changed without a transaction: listeners start again from a snapshot.
    for (const listener of this.listeners) listener.reset()
  }

  setFault(fault: Fault) {
    const wasRefusing = this.fault.mode === 'refuse'
    this.fault = fault
    if (fault.mode === 'refuse' && !wasRefusing) return this.closeApi()
    if (fault.mode !== 'refuse' && wasRefusing) return this.reopenApi()
    return Promise.resolve()
  }

  setLag(ms: number) {
    this.store.lagMs = Math.max(0, ms)
  }

  /**
   * Commits mutations as one transaction (as POST /data/mutate does) and resolves once every webhook
   * it triggers has answered, as a test that publishes wants.
   */
  async mutate(mutations: MutationInput[], identity = 'robot-site') {
    const transaction = this.store.transact(
      (draft, timestamp) => {
        for (const mutation of mutations) draft.apply(mutation, timestamp)
      },
      {identity},
    )
    await this.webhooksFor(transaction)
    return {
      transactionId: transaction.id,
      results: transaction.changes.map((c) => ({
        id: c.id,
        operation: c.after ? (c.before ? 'update' : 'create') : 'delete',
      })),
    }
  }

  private readonly webhookRuns = new Map<string, Promise<void>>()

  private afterTransaction(transaction: Transaction) {
    if (transaction.changes.some((change) => isReleaseDocumentId(change.id))) {
      this.scheduler.refresh()
      if (transaction.changes.some((change) => (change.after as ReleaseDoc | null)?.state === 'unarchiving'))
        setImmediate(() => this.completeUnarchives())
    }
    this.log.append(transaction)
    for (const listener of this.listeners) listener.receive(transaction)
    const hooks = this.options.webhooks ?? []
    if (hooks.length)
      this.webhookRuns.set(
        transaction.id,
        deliverWebhooks(hooks, transaction, this.options, (delivery) => this.deliveries.push(delivery)).finally(() =>
          this.webhookRuns.delete(transaction.id),
        ),
      )
    this.save()
  }

  /** The releases now (`_.releases.*`). */
  private releases(): ReleaseDoc[] {
    return [...this.store.all()].filter((doc): doc is ReleaseDoc => isReleaseDocumentId(doc._id))
  }

  /** What release actions read beyond their transaction: the versions an archive deleted, from the log. */
  private readonly releaseContext: ReleaseContext = {
    archivedVersions: (releaseId) => {
      const id = releaseDocumentId(releaseId)
      const archive = this.log.transactions.findLast((t) =>
        t.changes.some((c) => c.id === id && (c.after as ReleaseDoc | null)?.state === 'archived'),
      )
      if (!archive) return undefined
      return archive.changes
        .filter((c) => releaseOfVersion(c.id) === releaseId && c.before && !c.after)
        .map((c) => c.before!)
    },
  }

  /**
   * Publishes a scheduled release that has fallen due, on behalf of whoever scheduled it (as the
   * log tells). Should it fail, the release is left active with the error on it, as the Studio shows.
   */
  private publishScheduled(release: ReleaseDoc) {
    const scheduling = this.log.transactions.findLast((t) =>
      t.changes.some((c) => c.id === release._id && (c.after as ReleaseDoc | null)?.state === 'scheduled'),
    )
    const identity = scheduling?.identity ?? 'scheduler'
    try {
      this.store.transact((draft, timestamp) => publishRelease(draft, release.name, timestamp), {identity})
    } catch (error) {
      console.error(`Local Content Lake: the scheduled release "${release.name}" did not publish:`, error)
      const message = error instanceof LakeError ? JSON.stringify(error.body) : String(error)
      this.store.transact(
        (draft) => {
          const {publishAt, ...current} = draft.get(release._id) as ReleaseDoc
          draft.put({...current, state: 'active', error: {message}})
        },
        {identity},
      )
    }
  }

  /** Completes each `unarchiving` release: its versions back, active (releases.ts). */
  private completeUnarchives() {
    for (const release of this.releases())
      if (release.state === 'unarchiving')
        this.store.transact((draft) => completeUnarchive(draft, release.name, this.releaseContext), {
          identity:
            this.log.transactions.findLast((t) => t.changes.some((c) => c.id === release._id))?.identity ?? 'system',
        })
  }

  private webhooksFor(transaction: Transaction) {
    return this.webhookRuns.get(transaction.id) ?? Promise.resolve()
  }

  private save() {
    this.workingCopy?.save(() => ({docs: this.store.all(), sessions: this.identities.save()}))
  }

  // ---------------------------------------------------------------- the API

  private allowedOrigin(req: Request): string | undefined {
    const origin = req.headers.origin
    return origin && this.isAllowedOrigin(origin) ? origin : undefined
  }

  /** The Studio's origins, the Lake's own pages (home and login) and the project's host name. */
  private isAllowedOrigin(origin: string) {
    return (
      (this.options.corsOrigins ?? []).includes(origin) ||
      origin === this.browserOrigin ||
      origin === this.projectOrigin
    )
  }

  private corsHeaders(req: Request): Record<string, string> {
    const origin = this.allowedOrigin(req)
    if (!origin) return {}
    return {'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin'}
  }

  private async handleApi(req: Request, res: Response) {
    const url = new URL(req.url ?? '/', 'http://lake')
    const record: RequestRecord = {
      at: Date.now(),
      method: req.method ?? 'GET',
      path: url.pathname,
      perspective: url.searchParams.get('perspective'),
      status: 0,
    }
    if (this.requests.length >= MAX_RECORDS) this.requests.splice(0, this.requests.length - MAX_RECORDS + 1)
    this.requests.push(record)
    for (const [name, value] of Object.entries(this.corsHeaders(req))) res.setHeader(name, value)
    try {
      checkHost(req)
      if (req.method === 'OPTIONS') {
        record.status = 204
        res.writeHead(204, {
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': String(
            req.headers['access-control-request-headers'] ?? 'content-type, authorization',
          ),
          'access-control-max-age': '600',
        })
        return res.end()
      }
      const fault = this.fault
      const isWrite = /^\/v[\w.-]+\/data\/(mutate|actions)\//.test(url.pathname)
      if (fault.mode === 'status' && (!fault.writesOnly || isWrite)) {
        record.status = fault.status
        const tooMany = fault.status === 429
        return json(
          res,
          fault.status,
          {
            statusCode: fault.status,
            error: tooMany ? 'Too Many Requests' : 'Service Unavailable',
            message: tooMany ? 'API rate limit exceeded' : 'Service Unavailable',
          },
          tooMany ? {'retry-after': '1'} : {},
        )
      }
      const answer = await this.route(req, res, url, record)
      if (answer === undefined) return
      if (fault.mode === 'slow' && (!fault.matching || record.query?.includes(fault.matching)))
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      if (isGone(res)) return
      record.status = 200
      json(res, 200, answer)
    } catch (error) {
      if (res.headersSent) return void res.end()
      if (error instanceof LakeError) {
        record.status = error.status
        // A body refused half-read leaves the connection unusable: say it closes (HTTP/2 ends the stream alone).
        const closing: Record<string, string> =
          error.status === 413 && req.httpVersionMajor === 1 ? {connection: 'close'} : {}
        return json(res, error.status, error.body, closing)
      }
      if (error instanceof URIError) {
        record.status = 400
        return json(res, 400, {statusCode: 400, error: 'Bad Request', message: 'Malformed percent-encoding'})
      }
      record.status = 500
      console.error('Local Content Lake:', error)
      json(res, 500, {statusCode: 500, error: 'Internal Server Error', message: 'An internal server error occurred'})
    }
  }

  /** Who is calling: a user, nobody, or a refusal for an unknown token. */
  private caller(req: Request): LakeUser | undefined {
    const user = this.identities.fromHeader(req.headers.authorization)
    if (user === 'invalid') throw unauthorized()
    return user
  }

  private requireEditor(req: Request): LakeUser {
    const user = this.caller(req)
    if (!user) throw unauthorized()
    return user
  }

  /**
   * A client's own transaction id, which "must be unique in the dataset" (the mutation API's
   * reference): one the log holds is refused with 409 and nothing is applied, so a request sent twice
   * is never applied twice. The Studio never sends an id twice: each retry of a commit is squashed
   * anew with a new random id (@sanity/mutator's BufferedDocument).
   */
  private newTransactionId(id: string | null | undefined): string | undefined {
    if (!id) return undefined
    if (this.log.has(id))
      throw new LakeError(409, {
        error: {description: 'The transaction ID is already used in this dataset', type: 'conflictError'},
      })
    return id
  }

  /** A caller who may write: an editor who logged in, never a Viewer robot token (the site's read token). */
  private requireWriter(req: Request, permission = 'update'): LakeUser {
    const user = this.requireEditor(req)
    if (user.role === 'viewer') throw mayNotWrite(permission)
    return user
  }

  private requireDataset(dataset: string | undefined) {
    if (dataset !== this.options.dataset) throw notFound(`Dataset "${dataset}" not found`)
  }

  /** The API's routes. Returns the JSON answer, or undefined when the response was written. */
  private async route(req: Request, res: Response, url: URL, record: RequestRecord): Promise<unknown> {
    const method = req.method ?? 'GET'
    const {pathname} = url

    // The asset CDN's paths, and the Lake's own pages.
    const cdn = /^\/(images|files)\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(pathname)
    if (cdn && method === 'GET') {
      const bytes =
        cdn[2] === this.options.projectId && cdn[3] === this.options.dataset ? this.files.read(cdn[4]!) : undefined
      if (!bytes) throw notFound()
      const type = contentTypeOf(cdn[4]!)
      res.writeHead(200, {
        'content-type': type,
        'content-length': String(bytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own is a document that may carry scripts: sandboxed, none of them runs.
        ...(type === 'image/svg+xml'
          ? {'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'"}
          : {}),
      })
      res.end(bytes)
      return undefined
    }
    if (pathname === '/' && method === 'GET') {
      const host = String(req.headers[':authority'] ?? req.headers.host ?? '')
      html(
        res,
        200,
        homePage({
          host,
          projectHost: `${this.options.projectId}.localhost:${this.ports.https}`,
          studioUrl: this.options.studioUrl,
          documents: this.store.size,
        }),
      )
      return undefined
    }

    const versioned = /^\/v[\w.-]+(\/.*)$/.exec(pathname)
    if (!versioned) throw notFound()
    const route = versioned[1]!

    const data =
      /^\/data\/(query|mutate|actions|doc|listen|live\/events|history|references)\/([\w-]+)(?:\/(.*))?$/.exec(route)
    if (data) return this.routeData(req, res, url, record, data[1]!, data[2]!, data[3])

    const upload = /^\/assets\/(images|files)\/([\w-]+)$/.exec(route)
    if (upload && method === 'POST') {
      this.requireDataset(upload[2])
      const user = this.requireWriter(req, 'create')
      const bytes = await readBody(req, MAX_UPLOAD_BYTES)
      const asset = this.files.store(upload[1] as 'images' | 'files', bytes, {
        filename: url.searchParams.get('filename') ?? undefined,
        contentType: req.headers['content-type'],
        projectId: this.options.projectId,
        dataset: this.options.dataset,
        cdnOrigin: this.cdnOrigin,
      })
      const existing = this.store.get(asset._id)
      if (existing) return {document: existing}
      this.store.transact((draft) => draft.put(asset), {identity: user.id})
      return {document: this.store.get(asset._id)}
    }

    return this.routeProject(req, res, url, route, method)
  }

  private async routeData(
    req: Request,
    res: Response,
    url: URL,
    record: RequestRecord,
    endpoint: string,
    dataset: string,
    rest: string | undefined,
  ): Promise<unknown> {
    this.requireDataset(dataset)
    const user = this.caller(req)
    record.authorized = Boolean(user)
    const authorized = Boolean(user)

    switch (endpoint) {
      case 'query': {
        let query: string | null
        let params: Record<string, unknown>
        if (req.method === 'POST') {
          const body = await readJson<{query?: string; params?: Record<string, unknown>}>(req)
          query = body.query ?? null
          params = body.params ?? {}
        } else {
          query = url.searchParams.get('query')
          params = paramsFromSearch(url.searchParams)
        }
        if (!query) throw new LakeError(400, {error: {description: 'Missing query', type: 'httpBadRequest'}})
        record.query = query
        const perspective = url.searchParams.get('perspective') ?? 'published'
        if (perspective !== 'published' && perspective !== 'raw' && !authorized) throw unauthorized()
        const sourceMap = url.searchParams.get('resultSourceMap')
        const answer = await this.queries.run(
          {query, params, perspective, authorized, sourceMap: Boolean(sourceMap && sourceMap !== 'false')},
          clientOf(req, user),
        )
        const parts = [`"result":${answer.resultJson}`, `"ms":${answer.ms}`]
        if (answer.sourceMapJson) parts.push(`"resultSourceMap":${answer.sourceMapJson}`)
        if (url.searchParams.get('returnQuery') !== 'false') parts.push(`"query":${JSON.stringify(query)}`)
        return new JsonText(`{${parts.join(',')}}`)
      }
      case 'doc': {
        const ids = (rest ?? '').split(',').filter(Boolean)
        const documents: Doc[] = []
        const omitted: Array<{id: string; reason: string}> = []
        for (const id of ids) {
          const doc = this.store.get(id)
          if (doc && visibleTo(authorized)(doc)) documents.push(doc)
          else omitted.push({id, reason: doc ? 'permission' : 'existence'})
        }
        return {documents, omitted}
      }
      case 'mutate': {
        if (req.method !== 'POST') throw new LakeError(405, {error: 'Method Not Allowed'})
        const editor = this.requireWriter(req)
        const body = await readJson<{mutations?: MutationInput[]; transactionId?: string}>(req)
        const mutations = body.mutations ?? []
        refuseSystemWrites(mutations)
        const transaction = this.store.transact(
          (draft, timestamp) => {
            for (const mutation of mutations) draft.apply(mutation, timestamp)
          },
          {
            transactionId: this.newTransactionId(body.transactionId ?? url.searchParams.get('transactionId')),
            identity: editor.id,
          },
        )
        const results = transaction.changes.map((c) => ({
          id: c.id,
          operation: c.after ? (c.before ? 'update' : 'create') : 'delete',
          ...(url.searchParams.get('returnDocuments') === 'true' && c.after ? {document: c.after} : {}),
        }))
        return {transactionId: transaction.id, results, documentIds: results.map((r) => r.id)}
      }
      case 'actions': {
        if (req.method !== 'POST') throw new LakeError(405, {error: 'Method Not Allowed'})
        const editor = this.requireWriter(req)
        const body = await readJson<{actions?: Action | Action[]; transactionId?: string; dryRun?: boolean}>(req)
        const actions = Array.isArray(body.actions) ? body.actions : body.actions ? [body.actions] : []
        record.actions = actions.map((a) => a.actionType)
        const transactionId = this.newTransactionId(body.transactionId)
        const write = (draft: TransactionDraft, timestamp: string) => {
          for (const action of actions) applyAction(draft, action, timestamp, this.releaseContext)
        }
        // A dry run answers what the real one would, refusal included, and changes nothing.
        if (body.dryRun) {
          this.store.dryRun(write)
          return {transactionId: transactionId ?? 'dry-run'}
        }
        const transaction = this.store.transact(write, {transactionId, identity: editor.id})
        return {transactionId: transaction.id}
      }
      case 'listen':
        this.openListener(req, res, url, user)
        return undefined
      case 'live/events':
        this.openEventStream(req, res, 'welcome', {})
        return undefined
      case 'history': {
        // Document history (history.ts), from the transaction log; the real API asks a token for all of it.
        this.requireEditor(req)
        const source = {
          transactions: this.log.transactions,
          current: (id: string) => this.store.get(id),
          documents: () => this.store.all(),
        }
        const answer = answerHistory(source, rest ?? '', url.searchParams)
        if ('json' in answer) return answer.json
        record.status = 200
        res.writeHead(200, {'content-type': 'application/x-ndjson'})
        res.end(answer.ndjson)
        return undefined
      }
      case 'references':
        return {totalCount: 0, references: []}
    }
    throw notFound()
  }

  /** The project and user endpoints the Studio calls, answered as the real API answers a one-person project. */
  private async routeProject(req: Request, res: Response, url: URL, route: string, method: string): Promise<unknown> {
    const {projectId, dataset} = this.options
    if (route === '/users/me' && method === 'GET') {
      const user = this.caller(req)
      if (!user) throw unauthorized()
      return userJson(user)
    }
    if (route.startsWith('/users/me/keyvalue')) {
      this.requireEditor(req)
      if (method === 'GET') {
        const keys = decodePathPart(route.slice('/users/me/keyvalue/'.length)).split(',').filter(Boolean)
        return keys.map((key) => ({key, value: null}))
      }
      return readJson<unknown>(req)
    }
    const users = /^\/users\/([^/]+)$/.exec(route)
    if (users && method === 'GET') {
      this.requireEditor(req)
      const ids = decodePathPart(users[1]!).split(',')
      const found = ids.map((id) => this.identities.get(id)).filter(Boolean) as LakeUser[]
      const list = found.map((u) => projectUserJson(u, projectId))
      return ids.length === 1 ? (list[0] ?? {}) : list
    }
    if (route === '/auth/providers')
      return {
        thirdPartyLogin: false,
        sso: {saml: false},
        providers: [{name: 'local', title: 'Local Content Lake', url: `${this.browserOrigin}/v1/auth/login/local`}],
      }
    if (route === '/auth/login/local') {
      if (method === 'GET') {
        const origin = url.searchParams.get('origin') ?? ''
        html(res, 200, loginPage({action: `${this.browserOrigin}/v1/auth/login/local`, origin}))
        return undefined
      }
      if (method !== 'POST') throw new LakeError(405, {error: 'Method Not Allowed'})
      checkLoginForm(req, [this.browserOrigin, this.projectOrigin])
      const form = new URLSearchParams((await readBody(req, 16_384)).toString('utf8'))
      const origin = this.safeReturnAddress(form.get('origin'))
      if (!origin)
        throw new LakeError(400, {error: {description: 'Unknown origin to return to', type: 'httpBadRequest'}})
      const sid = this.identities.login(form.get('name') ?? '')
      res.writeHead(303, {location: `${origin}#sid=${sid}`, 'cache-control': 'no-store'})
      res.end()
      return undefined
    }
    if (route === '/auth/fetch') {
      const token = this.identities.exchange(url.searchParams.get('sid') ?? '')
      if (!token) throw unauthorized()
      this.save()
      return {token}
    }
    if (route === '/auth/id') {
      // Logged-in editors hold a token; the Lake has no cookie sessions.
      throw unauthorized()
    }
    if (route === '/auth/logout') {
      this.identities.logout(req.headers.authorization)
      this.save()
      return {}
    }
    if (route === '/check/cors')
      return {result: {allowed: Boolean(this.allowedOrigin(req)) || !req.headers.origin, withCredentials: true}}
    if (route === '/ping') return 'PONG'
    // Content releases are the one paid feature the Lake has (releases.ts).
    if (route === '/features' || route === `/projects/${projectId}/features`) return ['contentReleases']
    // Sanity's own services the Studio asks about, answered as for a project that uses none of them:
    // no announcements, upsells or trials, no telemetry consent, no help resources, no schedules.
    if (route === '/journey/announcements') return []
    if (route.startsWith('/journey/')) return null
    if (route === '/intake/telemetry-status') return {status: 'denied'}
    if (route.startsWith('/intake/')) return {}
    if (route === '/help') return {}
    if (route.startsWith(`/schedules/${projectId}/`)) return {schedules: []}
    if (route === '/access/requests/me') return []

    const project = new RegExp(`^/projects/${projectId}(/.*)?$`).exec(route)
    if (project) {
      const sub = project[1] ?? ''
      const user = this.requireEditor(req)
      const now = new Date(0).toISOString()
      if (sub === '')
        return {
          id: projectId,
          displayName: 'Helix AI (local Content Lake)',
          studioHost: null,
          isBlocked: false,
          isDisabled: false,
          isDisabledByUser: false,
          metadata: {color: '#2276fc'},
          maxRetentionDays: 0,
          activityFeedEnabled: false,
          organizationId: null,
          createdAt: now,
          updatedAt: now,
          pendingInvites: 0,
          features: [],
          members: this.identities
            .list()
            .filter((u) => !u.isRobot)
            .map((u) => ({
              id: u.id,
              createdAt: u.createdAt,
              updatedAt: u.createdAt,
              isCurrentUser: u.id === user.id,
              isRobot: false,
              role: u.role,
              roles: [{name: u.role, title: 'Administrator'}],
            })),
        }
      if (sub === `/datasets/${dataset}/acl`)
        return [
          {
            filter: '_id in path("**")',
            permissions:
              user.role === 'administrator' ? ['history', 'read', 'update', 'create', 'manage'] : ['read', 'history'],
          },
        ]
      if (sub === '/datasets')
        return [
          {
            name: dataset,
            aclMode: 'public',
            createdAt: now,
            createdByUserId: null,
            addonFor: null,
            datasetProfile: 'content',
            features: [],
            tags: [],
          },
        ]
      if (sub.startsWith('/datasets?') || sub === '/user-applications') return []
      if (sub === '/roles')
        return [
          {
            name: 'administrator',
            title: 'Administrator',
            description: 'Full access to the local Content Lake',
            isCustom: false,
            projectId,
            appliesToUsers: true,
            appliesToRobots: true,
            grants: {},
          },
        ]
      if (sub === '/grants') return {}
      // The release limits the Studio checks before it creates a release (vX, as it asks).
      if (sub === '/new-content-release-allowed') {
        const open = this.releases().filter(isOpen).length
        return {
          data: {
            orgActiveReleaseCount: open,
            orgMeteredActiveReleaseCount: open,
            datasetReleaseLimit: MAX_OPEN_RELEASES,
            orgActiveReleaseLimit: null,
          },
        }
      }
    }
    throw notFound()
  }

  /** Only the Studio's own origins are returned to after a login (no open redirect). */
  private safeReturnAddress(value: string | null): string | undefined {
    if (!value) return undefined
    try {
      const address = new URL(value)
      const allowed = new Set([...(this.options.corsOrigins ?? []), this.browserOrigin, this.projectOrigin])
      return allowed.has(address.origin) ? address.href.replace(/#.*$/, '') : undefined
    } catch {
      return undefined
    }
  }

  // ---------------------------------------------------------------- event streams

  /** Opens an SSE response; `onClose` runs when the client goes away. */
  private openEventStream(req: Request, res: Response, first: string, data: unknown, onClose?: () => void) {
    const headers: Record<string, string> = {'content-type': 'text/event-stream', 'cache-control': 'no-cache'}
    if (req.httpVersionMajor === 1) headers.connection = 'keep-alive'
    res.writeHead(200, headers)
    res.write(`event: ${first}\ndata: ${JSON.stringify(data)}\n\n`)
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 10_000)
    res.on('close', () => {
      clearInterval(keepAlive)
      onClose?.()
    })
  }

  private openListener(req: Request, res: Response, url: URL, user: LakeUser | undefined) {
    const options = listenOptions(url.searchParams, paramsFromSearch(url.searchParams), Boolean(user))
    const send = (event: string, data: unknown, id?: string) => {
      if (isGone(res)) return
      res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    }
    // Its filter runs in the query pool, in this caller's turn (clientOf), as its queries would.
    const client = clientOf(req, user)
    const listener = new Listener(
      options,
      send,
      () => this.store.lagMs,
      (query, params, docs) => this.queries.match({query, params, docs}, client),
      () => res.end(),
    )
    const headers: Record<string, string> = {'content-type': 'text/event-stream', 'cache-control': 'no-cache'}
    if (req.httpVersionMajor === 1) headers.connection = 'keep-alive'
    res.writeHead(200, headers)
    // A listener that asked to resume (enableResume) and says which event it saw last gets
    // `welcomeback` and every matching event since, in order, before any new one; one whose event is
    // no longer in the log gets `reset` (it must fetch afresh); any other gets `welcome`.
    const lastEventId = req.headers['last-event-id']
    const resumeFrom =
      options.enableResume && typeof lastEventId === 'string' && lastEventId ? lastEventId.split('#')[0]! : undefined
    const missed = resumeFrom ? this.log.after(resumeFrom) : undefined
    if (!resumeFrom) listener.welcome()
    else if (!missed) listener.reset()
    else {
      listener.welcomeBack()
      for (const transaction of missed) listener.receive(transaction)
    }
    this.listeners.add(listener)
    const keepAlive = setInterval(() => !isGone(res) && res.write(': keep-alive\n\n'), 25_000)
    res.on('close', () => {
      clearInterval(keepAlive)
      this.listeners.delete(listener)
    })
  }

  // ---------------------------------------------------------------- the control API

  private async handleControl(req: Request, res: Response) {
    const url = new URL(req.url ?? '/', 'http://control')
    try {
      checkControlRequest(req, this.controlSecret)
      const input = req.method === 'POST' ? await readJson<Record<string, unknown>>(req) : {}
      switch (`${req.method} ${url.pathname}`) {
        case 'GET /health':
          return json(res, 200, {
            ok: true,
            api: this.apiOrigin,
            browser: this.https ? this.browserOrigin : null,
            fault: this.fault,
            lagMs: this.store.lagMs,
            documents: this.store.size,
          })
        case 'POST /fault':
          await this.setFault(input as Fault)
          return json(res, 200, {fault: this.fault})
        case 'POST /lag':
          this.setLag(Number(input.ms) || 0)
          return json(res, 200, {lagMs: this.store.lagMs})
        case 'POST /reset':
          await this.setFault({mode: 'none'})
          this.setLag(0)
          this.reset()
          this.requests.length = 0
          this.deliveries.length = 0
          return json(res, 200, {documents: this.store.size})
        case 'POST /mutate':
          return json(res, 200, await this.mutate((input as {mutations: MutationInput[]}).mutations))
        case 'POST /token':
          return json(res, 200, {
            token: this.identities.tokenFor(
              String(input.name ?? 'Local editor'),
              input.role === 'viewer' ? 'viewer' : 'administrator',
            ),
          })
        case 'GET /document': {
          const doc = this.store.get(url.searchParams.get('id') ?? '')
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
      if (error instanceof LakeError) return json(res, error.status, error.body)
      return json(res, 400, {error: (error as Error).message})
    }
  }

  // ---------------------------------------------------------------- sockets

  private trackSockets(server: Server | Http2SecureServer) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
  }

  private listen(server: Server | Http2SecureServer, port: number) {
    return new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, this.hostName, () => {
        server.off('error', reject)
        const address = server.address()
        resolve(typeof address === 'object' && address ? address.port : port)
      })
    })
  }

  private close(server: Server | Http2SecureServer) {
    return new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
      if (server !== this.control) for (const socket of this.sockets) socket.destroy()
    })
  }

  /** Stops accepting connections and drops the open ones: callers see ECONNREFUSED or a reset. */
  private async closeApi() {
    this.presence.closeAll()
    for (const server of [this.http, this.https]) if (server) await this.close(server)
    this.listeners.clear()
  }

  private async reopenApi() {
    if (this.http) await this.listen(this.http, this.ports.http)
    if (this.https) await this.listen(this.https, this.ports.https)
  }
}

/**
 * Refuses mutations of the Lake's own documents (`_.releases.*`): the release actions change them, in
 * the states they allow, as the hosted Lake keeps them out of the mutate API.
 */
function refuseSystemWrites(mutations: MutationInput[]) {
  for (const mutation of mutations) {
    const body = Object.values(mutation)[0] as {_id?: unknown; id?: unknown} | undefined
    const id = body?._id ?? body?.id
    if (typeof id === 'string' && isSystemId(id))
      throw new LakeError(403, {
        error: {
          description: `"${id}" is a system document: change releases with the Actions API (sanity.action.release.*)`,
          type: 'mutationError',
        },
      })
  }
}

/**
 * Who a request comes from, for the query pool's fairness (query-pool.ts): the user its token names;
 * without one, the browser page's origin (which a page cannot change); else its address.
 */
function clientOf(req: Request, user: LakeUser | undefined): string {
  if (user) return `user:${user.id}`
  const origin = req.headers.origin
  if (typeof origin === 'string' && origin) return `origin:${origin}`
  return `address:${req.socket?.remoteAddress ?? 'unknown'}`
}

/** A seed document as the Lake stores one: with `_rev` and timestamps. */
function stamp(doc: Doc): Doc {
  const now = new Date().toISOString()
  return {_createdAt: now, _updatedAt: now, _rev: randomUUID(), ...doc}
}

export async function startLocalLake(options: LakeOptions): Promise<LocalLake> {
  return new LocalLake(options).start()
}

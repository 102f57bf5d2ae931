/**
 * For tests only: Supabase's HTTP APIs as the site calls them, on loopback, answering in the real
 * APIs' formats (PostgREST's rows, errors and status codes; Storage's signed URLs, ranges and deletes),
 * with the rows kept in memory. The route tests (web/leads, web/presentation) and the browser tests'
 * stand-in process (web/e2e/stand-ins.ts) use it. What the SQL decides (the columns, the limits, what
 * the sweep selects) is tested on real PostgreSQL with the real migrations (*.db.test.ts); here the
 * same rules are written again only so the site gets the answers a real project would give.
 *
 * Covered: service_submissions (insert with the anon or service key, PATCH), presentation_requests
 * (insert with the upload limits, read, PATCH), the rpc functions leads_to_deliver,
 * presentations_to_notify and presentations_expired, and the presentations bucket (sign upload, the
 * signed PUT, ranged read, delete, sign download); and the site's own forms: contact_messages and
 * newsletter_signups (insert with the anon key's columns, the bounds and the rate limits; PATCH),
 * newsletter_subscribers (read), and the rpc functions contact_messages_to_deliver,
 * newsletter_signups_to_deliver, newsletter_confirm and newsletter_unsubscribe. Every call is recorded
 * in `calls`.
 */
import {randomUUID} from 'node:crypto'
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {
  ContactMessage,
  NewsletterSignup,
  NewsletterSubscriber,
  PresentationRequest,
  ServiceSubmission,
} from './database.types'

export interface StandInCall {
  method: string
  path: string
  /** The query string, decoded. */
  query: Record<string, string>
  body: string
  /** 'service', 'anon' or 'none': which key the call carried. */
  key: 'service' | 'anon' | 'none'
  status: number
  at: number
}

export interface SupabaseStandInOptions {
  serviceKey: string
  anonKey?: string
  /** Runs after a service_submissions row is stored, as a Supabase Database Webhook on INSERT would. */
  onLeadInsert?: (row: ServiceSubmission) => void
  /** Runs after a contact_messages or newsletter_signups row is stored, as their Database Webhooks would. */
  onFormInsert?: (table: FormTable, row: ContactMessage | NewsletterSignup) => void
}

export type FormTable = 'contact_messages' | 'newsletter_signups'

/** The two forms' tables: what anon may write, the per-address hourly limit, and each row's checks (the migrations'). */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
const PAGE = /^\/([^/\s][^\s]*)?$/
const text = (v: unknown, max: number, required = true) =>
  v === null || v === undefined ? !required : typeof v === 'string' && v.length <= max && (!required || v.trim() !== '')
const FORM_TABLES = {
  contact_messages: {
    anon: ['name', 'email', 'company', 'phone', 'message', 'page'],
    perEmail: 5,
    noun: 'messages',
    valid: (r: Record<string, unknown>) =>
      text(r.name, 120) &&
      typeof r.email === 'string' &&
      r.email.length <= 254 &&
      EMAIL.test(r.email) &&
      text(r.company, 120, false) &&
      (r.company === null || r.company === undefined || String(r.company).trim() !== '') &&
      (r.phone === null ||
        r.phone === undefined ||
        (typeof r.phone === 'string' &&
          r.phone.length >= 3 &&
          r.phone.length <= 40 &&
          /^\+?[0-9 ().-]+$/.test(r.phone))) &&
      text(r.message, 5000) &&
      (r.page === undefined || (typeof r.page === 'string' && r.page.length <= 200 && PAGE.test(r.page))),
  },
  newsletter_signups: {
    anon: ['email', 'page'],
    perEmail: 3,
    noun: 'sign-ups',
    valid: (r: Record<string, unknown>) =>
      typeof r.email === 'string' &&
      r.email.length <= 254 &&
      EMAIL.test(r.email) &&
      (r.page === undefined || (typeof r.page === 'string' && r.page.length <= 200 && PAGE.test(r.page))),
  },
} as const

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** PostgREST's error body. */
const pgError = (code: string, message: string, hint: string | null = null) => ({code, details: null, hint, message})

export function createSupabaseStandIn({serviceKey, anonKey, onLeadInsert, onFormInsert}: SupabaseStandInOptions) {
  const leads = new Map<string, ServiceSubmission>()
  const messages = new Map<string, ContactMessage>()
  const signups = new Map<string, NewsletterSignup>()
  const subscribers = new Map<string, NewsletterSubscriber>()
  const requests = new Map<string, PresentationRequest>()
  const objects = new Map<string, Buffer>()
  const tokens = new Map<string, string>()
  const calls: StandInCall[] = []
  /** While set, every call is answered with this status (a Supabase outage). */
  let outage: number | null = null
  /** While set, a call it returns a status for is answered with that status (one endpoint failing). */
  let failure: ((method: string, path: string, query: Record<string, string>) => number | null) | null = null

  const age = (iso: string | null | undefined) => Date.now() - Date.parse(iso ?? '')

  function matches(row: Record<string, unknown>, query: Record<string, string>): boolean {
    for (const [column, filter] of Object.entries(query)) {
      if (['select', 'order', 'limit'].includes(column)) continue
      const [op, ...rest] = filter.split('.')
      const value = rest.join('.')
      if (op === 'eq' && String(row[column]) !== value) return false
      if (op === 'is' && value === 'null' && row[column] !== null && row[column] !== undefined) return false
    }
    return true
  }
  const select = (row: Record<string, unknown>, query: Record<string, string>) =>
    query.select && query.select !== '*'
      ? Object.fromEntries(query.select.split(',').map((c) => [c, row[c]]))
      : {...row}
  const limit = (rows: unknown[], maxRows: unknown) =>
    rows.slice(0, Math.min(Math.max(Number(maxRows ?? 25) || 25, 1), 100))

  function route(
    req: IncomingMessage,
    url: URL,
    raw: Buffer,
    key: StandInCall['key'],
  ): [number, unknown, Record<string, string>?] {
    const query = Object.fromEntries(url.searchParams)
    const body = raw.toString('utf8')
    const prefer = String(req.headers.prefer ?? '')
    const json = () => JSON.parse(body || '{}') as Record<string, unknown>
    const path = decodeURIComponent(url.pathname)

    // The browser's PUT to a signed upload URL carries its token instead of a key.
    const put = /^\/storage\/v1\/object\/upload\/sign\/presentations\/(.+)$/.exec(path)
    if (req.method === 'PUT' && put) {
      if (tokens.get(put[1]!) !== query.token)
        return [400, {statusCode: '403', error: 'Unauthorized', message: 'invalid signature'}]
      objects.set(put[1]!, raw)
      return [200, {Key: `presentations/${put[1]}`}]
    }

    if (path === '/rest/v1/service_submissions' && req.method === 'POST') {
      if (key === 'none') return [401, {message: 'Invalid API key'}]
      const row: ServiceSubmission = {
        id: randomUUID(),
        created_at: new Date().toISOString(),
        requirements: null,
        last_name: '',
        phone_number: null,
        status: 'pending',
        notified_at: null,
        results_sent_at: null,
        area_points: null,
        ...(json() as Partial<ServiceSubmission>),
      } as ServiceSubmission
      leads.set(row.id, row)
      setImmediate(() => onLeadInsert?.(row))
      return prefer.includes('return=representation') ? [201, [row]] : [201, null]
    }

    const formTable = /^\/rest\/v1\/(contact_messages|newsletter_signups)$/.exec(path)?.[1] as FormTable | undefined
    if (formTable && req.method === 'POST') {
      if (key === 'none') return [401, {message: 'Invalid API key'}]
      const rules = FORM_TABLES[formTable]
      const input = json()
      if (key === 'anon' && Object.keys(input).some((c) => !(rules.anon as readonly string[]).includes(c)))
        return [401, pgError('42501', `permission denied for table ${formTable}`)]
      if (!rules.valid(input))
        return [400, pgError('23514', `new row for relation "${formTable}" violates check constraint`)]
      const rows = [...(formTable === 'contact_messages' ? messages : signups).values()]
      if (rows.filter((r) => age(r.created_at) < MINUTE).length >= 30)
        return [429, pgError('PT429', `Too many ${rules.noun} right now. Please try again in a minute.`)]
      const email = String(input.email).toLowerCase()
      if (rows.filter((r) => age(r.created_at) < HOUR && r.email.toLowerCase() === email).length >= rules.perEmail)
        return [
          429,
          pgError(
            'PT429',
            `Too many ${rules.noun} ${formTable === 'contact_messages' ? 'from' : 'for'} this email address. Please try again later.`,
          ),
        ]
      const base = {id: randomUUID(), created_at: new Date().toISOString()}
      if (formTable === 'contact_messages') {
        const row = {
          ...base,
          company: null,
          phone: null,
          page: '/contact',
          status: 'new',
          notified_at: null,
          receipt_sent_at: null,
          ...input,
        } as ContactMessage
        messages.set(row.id, row)
        setImmediate(() => onFormInsert?.(formTable, row))
      } else {
        const row = {...base, page: '/', mailed_at: null, ...input} as NewsletterSignup
        signups.set(row.id, row)
        setImmediate(() => onFormInsert?.(formTable, row))
      }
      return prefer.includes('return=representation') ? [401, pgError('42501', 'permission denied')] : [201, null]
    }
    if (key !== 'service') return [401, {message: 'Invalid API key'}]

    if (formTable && req.method === 'PATCH') {
      const table: Map<string, ContactMessage | NewsletterSignup> =
        formTable === 'contact_messages' ? messages : signups
      const changed = [...table.values()].filter((r) => matches(r as never, query))
      for (const r of changed) Object.assign(r, json())
      return [204, null]
    }
    if (path === '/rest/v1/newsletter_subscribers' && req.method === 'GET')
      return [
        200,
        [...subscribers.values()].filter((r) => matches(r as never, query)).map((r) => select(r as never, query)),
      ]
    if (path === '/rest/v1/rpc/contact_messages_to_deliver' && req.method === 'POST') {
      const due = [...messages.values()]
        .filter(
          (r) =>
            age(r.created_at) >= 5 * MINUTE &&
            (r.notified_at === null || (r.receipt_sent_at === null && age(r.created_at) < 24 * HOUR)),
        )
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
      return [200, limit(due, json().max_rows)]
    }
    if (path === '/rest/v1/rpc/newsletter_signups_to_deliver' && req.method === 'POST') {
      const due = [...signups.values()]
        .filter((r) => r.mailed_at === null && age(r.created_at) >= 5 * MINUTE && age(r.created_at) < 24 * HOUR)
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
      return [200, limit(due, json().max_rows)]
    }
    if (path === '/rest/v1/rpc/newsletter_confirm' && req.method === 'POST') {
      const {signup_id: id, address} = json() as {signup_id: string; address: string}
      const signup = signups.get(id)
      if (!signup || signup.email.toLowerCase() !== String(address).toLowerCase()) return [200, 'unknown']
      const email = signup.email.toLowerCase()
      const known = subscribers.get(email)
      if (known?.status === 'unsubscribed' && Date.parse(known.unsubscribed_at ?? '') > Date.parse(signup.created_at))
        return [200, 'withdrawn']
      if (known?.status !== 'confirmed')
        subscribers.set(email, {
          email,
          status: 'confirmed',
          page: signup.page,
          created_at: known?.created_at ?? new Date().toISOString(),
          confirmed_at: new Date().toISOString(),
          unsubscribed_at: null,
        })
      return [200, 'confirmed']
    }
    if (path === '/rest/v1/rpc/newsletter_unsubscribe' && req.method === 'POST') {
      const email = String(json().address).toLowerCase()
      const known = subscribers.get(email)
      if (known?.status !== 'unsubscribed')
        subscribers.set(email, {
          email,
          status: 'unsubscribed',
          page: known?.page ?? null,
          created_at: known?.created_at ?? new Date().toISOString(),
          confirmed_at: known?.confirmed_at ?? null,
          unsubscribed_at: new Date().toISOString(),
        })
      return [204, null]
    }
    if (path === '/rest/v1/service_submissions' && req.method === 'PATCH') {
      const changed = [...leads.values()].filter((r) => matches(r as never, query))
      for (const r of changed) Object.assign(r, json())
      return prefer.includes('return=representation')
        ? [200, changed.map((r) => select(r as never, query))]
        : [204, null]
    }
    if (path === '/rest/v1/rpc/leads_to_deliver' && req.method === 'POST') {
      const {with_results: withResults = true, max_rows: maxRows} = json()
      const due = [...leads.values()]
        .filter(
          (r) =>
            age(r.created_at) >= 5 * MINUTE &&
            (r.notified_at === null ||
              (withResults === true &&
                r.results_sent_at === null &&
                age(r.created_at) < 24 * HOUR &&
                /^Score: [0-9]{1,3}\/[0-9]{1,3} - /.test(r.description))),
        )
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
      return [200, limit(due, maxRows)]
    }

    if (path === '/rest/v1/presentation_requests' && req.method === 'POST') {
      const input = json() as Partial<PresentationRequest> & Pick<PresentationRequest, 'email'>
      const recent = [...requests.values()].filter((r) => age(r.created_at) < HOUR)
      if (recent.length >= 30)
        return [
          429,
          pgError(
            'PT429',
            'Too many uploads right now. Please try again later.',
            'presentation_requests: at most 30 inserts per hour',
          ),
        ]
      if (recent.filter((r) => r.email.toLowerCase() === String(input.email).toLowerCase()).length >= 5)
        return [
          429,
          pgError(
            'PT429',
            'Too many uploads from this email address. Please try again later.',
            'presentation_requests: at most 5 inserts per email address per hour',
          ),
        ]
      const row = {
        id: randomUUID(),
        created_at: new Date().toISOString(),
        uploaded_at: null,
        notified_at: null,
        status: 'new',
        ...input,
      } as PresentationRequest
      requests.set(row.id, row)
      return [201, [row]]
    }
    if (path === '/rest/v1/presentation_requests' && req.method === 'GET')
      return [
        200,
        [...requests.values()].filter((r) => matches(r as never, query)).map((r) => select(r as never, query)),
      ]
    if (path === '/rest/v1/presentation_requests' && req.method === 'PATCH') {
      const changed = [...requests.values()].filter((r) => matches(r as never, query))
      for (const r of changed) Object.assign(r, json())
      return prefer.includes('return=representation')
        ? [200, changed.map((r) => select(r as never, query))]
        : [204, null]
    }
    if (path === '/rest/v1/rpc/presentations_to_notify' && req.method === 'POST') {
      const due = [...requests.values()]
        .filter(
          (r) => r.status === 'uploaded' && r.notified_at === null && age(r.uploaded_at ?? r.created_at) >= 5 * MINUTE,
        )
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
      return [200, limit(due, json().max_rows)]
    }
    if (path === '/rest/v1/rpc/presentations_expired' && req.method === 'POST') {
      const due = [...requests.values()]
        .filter((r) => r.status === 'new' && age(r.created_at) >= 2 * HOUR)
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
      return [200, limit(due, json().max_rows)]
    }

    const signUpload = /^\/storage\/v1\/object\/upload\/sign\/presentations\/(.+)$/.exec(path)
    if (req.method === 'POST' && signUpload) {
      const token = `upload-${randomUUID()}`
      tokens.set(signUpload[1]!, token)
      return [200, {url: `/object/upload/sign/presentations/${encodeURI(signUpload[1]!)}?token=${token}`}]
    }
    const signDownload = /^\/storage\/v1\/object\/sign\/presentations\/(.+)$/.exec(path)
    if (req.method === 'POST' && signDownload) {
      if (!objects.has(signDownload[1]!))
        return [400, {statusCode: '404', error: 'not_found', message: 'Object not found'}]
      const {expiresIn} = json()
      return [
        200,
        {
          signedURL: `/object/sign/presentations/${encodeURI(signDownload[1]!)}?token=download-${expiresIn}-${randomUUID()}`,
        },
      ]
    }
    const object = /^\/storage\/v1\/object\/presentations\/(.+)$/.exec(path)
    if (req.method === 'GET' && object) {
      const file = objects.get(object[1]!)
      if (!file) return [400, {statusCode: '404', error: 'not_found', message: 'Object not found'}]
      const range = /^bytes=0-(\d+)$/.exec(String(req.headers.range ?? ''))
      const head = range ? file.subarray(0, Number(range[1]) + 1) : file
      return [range ? 206 : 200, head, {'content-range': `bytes 0-${head.length - 1}/${file.length}`}]
    }
    if (req.method === 'DELETE' && path === '/storage/v1/object/presentations') {
      const prefixes = (json().prefixes as string[]) ?? []
      const removed = prefixes.filter((p) => objects.delete(p))
      return [200, removed.map((name) => ({name, bucket_id: 'presentations'}))]
    }
    return [404, {message: 'not part of the stand-in'}]
  }

  const server: Server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const raw = Buffer.concat(chunks)
      const apikey = String(req.headers.apikey ?? '')
      const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '')
      const key: StandInCall['key'] =
        apikey === serviceKey && bearer === serviceKey ? 'service' : anonKey && apikey === anonKey ? 'anon' : 'none'
      const failed =
        outage ??
        failure?.(req.method ?? '', decodeURIComponent(url.pathname), Object.fromEntries(url.searchParams)) ??
        null
      const [status, data, headers] = failed ? [failed, {message: 'Service Unavailable'}] : route(req, url, raw, key)
      calls.push({
        method: req.method ?? '',
        path: decodeURIComponent(url.pathname),
        query: Object.fromEntries(url.searchParams),
        body: req.method === 'PUT' ? `<${raw.length} bytes>` : raw.toString('utf8'),
        key,
        status,
        at: Date.now(),
      })
      const cors = {'access-control-allow-origin': '*'}
      if (Buffer.isBuffer(data)) return res.writeHead(status, {...cors, ...headers}).end(data)
      if (data === null) return res.writeHead(status, cors).end()
      res.writeHead(status, {...cors, 'content-type': 'application/json', ...headers}).end(JSON.stringify(data))
    })
  })

  return {
    leads,
    messages,
    signups,
    subscribers,
    requests,
    objects,
    calls,
    /** Answer every call with `status` (e.g. 503) until called with null. */
    setOutage(status: number | null) {
      outage = status
    },
    /** Answer the calls `fail` gives a status for with that status, until called with null (it may also change rows first). */
    setFailure(fail: ((method: string, path: string, query: Record<string, string>) => number | null) | null) {
      failure = fail
    },
    async listen(port = 0, host = '127.0.0.1'): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve))
      return `http://${host}:${(server.address() as AddressInfo).port}`
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SupabaseStandIn = ReturnType<typeof createSupabaseStandIn>

/**
 * The upload's route handlers against a Supabase stand-in: a local node:http server that records every
 * request (method, path, headers, body) and answers as the test says, so the exact calls to PostgREST
 * and the Storage API are asserted, and each answer (success, 4xx, 5xx, no answer) is handled.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest'
import {MB} from './files'
import {startSmtpSink, type SmtpSink} from '../test/smtp-sink'
import {serviceConfig} from '../supabase/service'
import {confirmUpload, NOT_CONFIGURED, requestUpload, TOO_MANY, type UploadDeps} from './handlers'
import {createStore} from './store'

interface Seen {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
  at: number
}
type Reply = (req: Seen, res: ServerResponse) => void

let server: Server
let base = ''
const seen: Seen[] = []
let reply: Reply = (_req, res) => res.writeHead(500).end()

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const s: Seen = {
        method: req.method!,
        path: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      }
      seen.push(s)
      reply(s, res)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))
beforeEach(() => {
  seen.length = 0
})

const ID = '6f1c2b8e-4a57-4d0e-9c31-2f7d8a9b0c11'
const PATH = `2026-04-01/${ID}.pdf`
const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, {'content-type': 'application/json', ...headers}).end(JSON.stringify(body))

function deps(over: Partial<UploadDeps> = {}): UploadDeps {
  const config = {apiUrl: base, publicUrl: 'https://abcd.supabase.co', serviceKey: 'service-key-123'}
  return {
    config,
    store: createStore({apiUrl: base, serviceKey: config.serviceKey, timeoutMs: 1500}),
    formRules: async (form) =>
      form === 'presentation-upload' ? {maxBytes: 25 * MB, accept: '.ppt,.pptx,.key,.odp,.pdf'} : null,
    newId: () => ID,
    now: () => new Date('2026-04-01T10:00:00Z'),
    ...over,
  }
}
const valid = {
  form: 'presentation-upload',
  name: 'Q3 board deck.pdf',
  type: 'application/pdf',
  size: 1_234_567,
  email: 'jane@northgate.example',
}
const auth = {apikey: 'service-key-123', authorization: 'Bearer service-key-123'}

describe('serviceConfig', () => {
  it('names each missing variable, and uses SUPABASE_URL for server calls when set', () => {
    expect(serviceConfig({})).toEqual({missing: ['NEXT_PUBLIC_SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']})
    expect(serviceConfig({NEXT_PUBLIC_SUPABASE_URL: 'https://a.supabase.co'})).toEqual({
      missing: ['SUPABASE_SERVICE_ROLE_KEY'],
    })
    expect(serviceConfig({NEXT_PUBLIC_SUPABASE_URL: 'https://a.supabase.co/', SUPABASE_SERVICE_ROLE_KEY: 'k'})).toEqual(
      {
        publicUrl: 'https://a.supabase.co',
        apiUrl: 'https://a.supabase.co',
        serviceKey: 'k',
      },
    )
    expect(
      serviceConfig({
        NEXT_PUBLIC_SUPABASE_URL: 'https://a.supabase.co',
        SUPABASE_URL: 'http://10.0.0.2:8000',
        SUPABASE_SERVICE_ROLE_KEY: 'k',
      }),
    ).toMatchObject({apiUrl: 'http://10.0.0.2:8000'})
  })
})

describe('requestUpload', () => {
  it("records the request, then signs an upload URL and answers with the browser's upload address", async () => {
    reply = (req, res) => {
      if (req.path.startsWith('/storage/'))
        json(res, 200, {url: `/object/upload/sign/presentations/${PATH}?token=signed-token`})
      else json(res, 201, [{id: 'row-1', status: 'new'}])
    }
    const a = await requestUpload(valid, deps())
    expect(a).toEqual({
      status: 200,
      body: {
        id: 'row-1',
        uploadUrl: `https://abcd.supabase.co/storage/v1/object/upload/sign/presentations/${PATH}?token=signed-token`,
        contentType: 'application/pdf',
      },
    })
    expect(seen).toHaveLength(2)
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/presentation_requests',
      headers: {...auth, 'content-type': 'application/json', prefer: 'return=representation'},
    })
    expect(JSON.parse(seen[0]!.body)).toEqual({
      file_path: PATH,
      original_name: 'Q3 board deck.pdf',
      size_bytes: 1_234_567,
      content_type: 'application/pdf',
      email: 'jane@northgate.example',
      status: 'new',
    })
    expect(seen[1]).toMatchObject({
      method: 'POST',
      path: `/storage/v1/object/upload/sign/presentations/${PATH}`,
      body: '{}',
      headers: {...auth, 'content-type': 'application/json'},
    })
  })

  it('takes a Keynote file whose type the browser left empty, and stores it with the Keynote type', async () => {
    reply = (req, res) =>
      req.path.startsWith('/storage/')
        ? json(res, 200, {url: '/object/upload/sign/presentations/x.key?token=t'})
        : json(res, 201, [{id: 'row-2'}])
    const a = await requestUpload({...valid, name: 'pitch.KEY', type: ''}, deps())
    expect(a.status).toBe(200)
    expect(seen[1]!.path).toBe(`/storage/v1/object/upload/sign/presentations/2026-04-01/${ID}.key`)
    expect(JSON.parse(seen[0]!.body).content_type).toBe('application/vnd.apple.keynote')
  })

  const tooMany = (res: ServerResponse) =>
    json(res, 429, {
      code: 'PT429',
      details: null,
      hint: 'presentation_requests: at most 5 inserts per email address per hour',
      message: 'Too many uploads from this email address. Please try again later.',
    })

  it("answers the database's 429 with the form's own message, and signs no upload URL", async () => {
    reply = (_req, res) => tooMany(res)
    const forms: string[] = []
    const message = 'We have received a lot of uploads in the last hour. Please try again later.'
    const limitMessage = async (form: string) => {
      forms.push(form)
      return message
    }
    const a = await requestUpload(valid, deps({limitMessage}))
    expect(a).toEqual({status: 429, body: {message}})
    expect(forms).toEqual(['presentation-upload'])
    expect(seen.map((s) => s.path)).toEqual(['/rest/v1/presentation_requests'])
  })

  it('answers 429 with a plain message when the form has none, or its content cannot be read', async () => {
    reply = (_req, res) => tooMany(res)
    expect(await requestUpload(valid, deps({limitMessage: async () => null}))).toEqual({
      status: 429,
      body: {message: TOO_MANY},
    })
    expect(
      await requestUpload(
        valid,
        deps({
          limitMessage: async () => {
            throw new Error('Sanity is down')
          },
        }),
      ),
    ).toEqual({status: 429, body: {message: TOO_MANY}})
  })

  it.each([
    ['a wrong type', {name: 'photo.png', type: 'image/png'}, 415, 'not accepted'],
    ['a type that contradicts the name', {name: 'deck.pdf', type: 'application/x-msdownload'}, 415, 'not accepted'],
    ['an extension the section does not accept', {name: 'notes.txt', type: 'text/plain'}, 415, 'not accepted'],
    ['a file over the limit', {size: 25 * MB + 1}, 413, 'larger than 25 MB'],
    ['an empty file', {size: 0}, 400, 'empty'],
    ['a path in the name', {name: '../../etc/deck.pdf'}, 400, 'cannot be used'],
    ['a bad email', {email: 'jane'}, 400, 'valid email'],
    ['no email', {email: undefined}, 400, 'valid email'],
    ['no file', {name: undefined}, 400, 'Choose a file'],
    ['an unknown form', {form: 'other-form'}, 404, 'no longer exists'],
  ])('refuses %s without calling Supabase', async (_what, change, status, message) => {
    const a = await requestUpload({...valid, ...change}, deps())
    expect(a.status).toBe(status)
    expect(String(a.body.message)).toContain(message)
    expect(seen).toEqual([])
  })

  it('follows the limit set in the Studio', async () => {
    const a = await requestUpload(
      {...valid, size: 6 * MB},
      deps({formRules: async () => ({maxBytes: 5 * MB, accept: null})}),
    )
    expect(a).toMatchObject({status: 413, body: {message: expect.stringContaining('larger than 5 MB')}})
  })

  it('answers 503 naming the missing variables when not configured, and calls nothing', async () => {
    const a = await requestUpload(valid, deps({config: {missing: ['SUPABASE_SERVICE_ROLE_KEY']}, store: undefined}))
    expect(a).toEqual({status: 503, body: {message: NOT_CONFIGURED, missing: ['SUPABASE_SERVICE_ROLE_KEY']}})
    expect(seen).toEqual([])
  })

  it.each([
    ['a 4xx from PostgREST', 400, 502],
    ['a 5xx from PostgREST', 503, 502],
    ['a 401 from PostgREST (a wrong key)', 401, 502],
  ])('answers %s with 502 and signs nothing', async (_what, upstream, status) => {
    reply = (_req, res) => json(res, upstream, {message: 'x'})
    const a = await requestUpload(valid, deps())
    expect(a.status).toBe(status)
    expect(a.body.message).toMatch(/not available right now/)
    expect(seen.map((s) => s.path)).toEqual(['/rest/v1/presentation_requests'])
  })

  it('answers 502 when Storage cannot sign: the recorded request stays new, and the sweep expires it', async () => {
    reply = (req, res) =>
      req.path.startsWith('/storage/') ? json(res, 500, {error: 'x'}) : json(res, 201, [{id: 'row-3'}])
    const a = await requestUpload(valid, deps())
    expect(a.status).toBe(502)
    expect(seen.map((s) => s.path)).toEqual([
      '/rest/v1/presentation_requests',
      `/storage/v1/object/upload/sign/presentations/${PATH}`,
    ])
  })

  it('answers 504 when Supabase does not answer in time', async () => {
    reply = () => {
      // never answers
    }
    const a = await requestUpload(valid, deps())
    expect(a.status).toBe(504)
    expect(a.body.message).toMatch(/did not answer in time/)
  })

  it('answers 502 to a signing answer without a token', async () => {
    reply = (req, res) =>
      req.path.startsWith('/storage/')
        ? json(res, 200, {url: '/object/upload/sign/presentations/x.pdf'})
        : json(res, 201, [{id: 'row-4'}])
    expect((await requestUpload(valid, deps())).status).toBe(502)
  })
})

describe('confirmUpload', () => {
  const row = {
    id: ID,
    file_path: PATH,
    original_name: 'Q3 board deck.pdf',
    size_bytes: 12,
    content_type: 'application/pdf',
    email: 'jane@northgate.example',
    status: 'new',
  }
  /** Supabase with `file` stored at PATH (undefined: missing). */
  const supabase =
    (file: Buffer | undefined, current = row): Reply =>
    (req, res) => {
      if (req.method === 'GET' && req.path.startsWith('/rest/')) return json(res, 200, [current])
      if (req.method === 'GET' && req.path.startsWith('/storage/')) {
        if (!file) return json(res, 400, {statusCode: '404', error: 'not_found', message: 'Object not found'})
        const head = file.subarray(0, 8)
        return res
          .writeHead(206, {
            'content-range': `bytes 0-${head.length - 1}/${file.length}`,
            'content-type': 'application/pdf',
          })
          .end(head)
      }
      if (req.method === 'PATCH')
        return req.path.includes('status=eq.new') ? json(res, 200, [{id: current.id}]) : res.writeHead(204).end()
      if (req.method === 'DELETE') return json(res, 200, [{name: PATH}])
      if (req.method === 'POST' && req.path.startsWith('/storage/v1/object/sign/'))
        return json(res, 200, {signedURL: `/object/sign/presentations/${PATH}?token=download-token`})
      res.writeHead(500).end()
    }

  it('reads the first bytes with a Range request and marks a real PDF uploaded', async () => {
    reply = supabase(Buffer.from('%PDF-1.7\n...'))
    const a = await confirmUpload({id: ID}, deps())
    expect(a).toEqual({status: 200, body: {name: 'Q3 board deck.pdf'}})
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET /rest/v1/presentation_requests?id=eq.${ID}&select=id,file_path,original_name,size_bytes,content_type,email,status`,
      `GET /storage/v1/object/presentations/${PATH}`,
      `PATCH /rest/v1/presentation_requests?id=eq.${ID}&status=eq.new&select=id`,
    ])
    expect(seen[1]!.headers).toMatchObject({...auth, range: 'bytes=0-7'})
    expect(seen[2]!.headers).toMatchObject({
      ...auth,
      'content-type': 'application/json',
      prefer: 'return=representation',
    })
    expect(JSON.parse(seen[2]!.body)).toEqual({status: 'uploaded', uploaded_at: '2026-04-01T10:00:00.000Z'})
  })

  it.each([
    ['pptx (zip)', 'deck.pptx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8])],
    ['odp (zip)', 'deck.odp', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['key (zip)', 'deck.key', Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9, 9, 9, 9, 9])],
    ['ppt (OLE)', 'deck.ppt', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])],
  ])('accepts a real %s', async (_what, name, bytes) => {
    const path = `2026-04-01/${ID}.${name.split('.')[1]}`
    reply = supabase(bytes, {...row, file_path: path, original_name: name})
    expect((await confirmUpload({id: ID}, deps())).status).toBe(200)
  })

  it('deletes a file whose bytes do not match its name and marks the request rejected', async () => {
    reply = supabase(Buffer.from('MZ\x90\x00 not a pdf'))
    const a = await confirmUpload({id: ID}, deps())
    expect(a.status).toBe(422)
    expect(a.body.message).toMatch(/not what its name says/)
    const [, , del, patch] = seen
    expect(del).toMatchObject({
      method: 'DELETE',
      path: '/storage/v1/object/presentations',
      headers: {...auth, 'content-type': 'application/json'},
    })
    expect(JSON.parse(del!.body)).toEqual({prefixes: [PATH]})
    expect(patch).toMatchObject({method: 'PATCH', path: `/rest/v1/presentation_requests?id=eq.${ID}`})
    expect(JSON.parse(patch!.body)).toEqual({status: 'rejected'})
  })

  it('deletes a stored file whose size is not the size declared', async () => {
    reply = supabase(Buffer.from('%PDF-1.7 and much more than twelve bytes'))
    expect((await confirmUpload({id: ID}, deps())).status).toBe(422)
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'DELETE', 'PATCH'])
  })

  it('answers 409 when the file never arrived, and changes nothing', async () => {
    reply = supabase(undefined)
    const a = await confirmUpload({id: ID}, deps())
    expect(a).toMatchObject({status: 409, body: {message: expect.stringMatching(/did not arrive/)}})
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET'])
  })

  it('refuses an id that is not a uuid (400) or not a request (404)', async () => {
    expect((await confirmUpload({id: '1 or 1=1'}, deps())).status).toBe(400)
    expect(seen).toEqual([])
    reply = (_req, res) => json(res, 200, [])
    expect((await confirmUpload({id: ID}, deps())).status).toBe(404)
  })

  it('answers 502 when Storage fails with 500, and 504 on no answer', async () => {
    reply = (req, res) => (req.path.startsWith('/rest/') ? json(res, 200, [row]) : res.writeHead(500).end())
    expect((await confirmUpload({id: ID}, deps())).status).toBe(502)
    reply = (req, res) => (req.path.startsWith('/rest/') ? json(res, 200, [row]) : undefined)
    expect((await confirmUpload({id: ID}, deps())).status).toBe(504)
  })

  it('answers 503 when not configured', async () => {
    expect(
      (await confirmUpload({id: ID}, deps({config: {missing: ['NEXT_PUBLIC_SUPABASE_URL']}, store: undefined}))).status,
    ).toBe(503)
  })

  it('answers 409 when the sweep expires the request between the check and the mark, and emails no one', async () => {
    const pdf = Buffer.from('%PDF-1.7\n...')
    const base = supabase(pdf)
    // PostgREST answers the conditional PATCH with no row: the request is no longer 'new'.
    reply = (req, res) => (req.method === 'PATCH' ? json(res, 200, []) : base(req, res))
    const a = await confirmUpload({id: ID}, deps())
    expect(a).toMatchObject({status: 409, body: {message: expect.stringMatching(/expired/)}})
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'PATCH'])
  })

  it('answers 409 to a request the sweep has expired, and changes nothing', async () => {
    reply = supabase(Buffer.from('%PDF-1.7\n...'), {...row, status: 'expired'})
    expect(await confirmUpload({id: ID}, deps())).toMatchObject({
      status: 409,
      body: {message: expect.stringMatching(/expired/)},
    })
    expect(seen.map((s) => s.method)).toEqual(['GET'])
  })

  describe('staff are emailed about the upload, over a real SMTP server', () => {
    let smtp: SmtpSink
    beforeAll(async () => {
      smtp = await startSmtpSink({user: 'leads', pass: 'smtp-pass'})
    })
    afterAll(() => smtp.stop())
    beforeEach(() => {
      smtp.messages.length = 0
    })
    const mail = () => ({
      smtpUrl: smtp.url,
      from: 'Helix AI <leads@helixai.example>',
      notifyTo: ['sales@helixai.example'],
    })
    const pdf = Buffer.from('%PDF-1.7\n...')

    it('sends the visitor, the file, its size and a download link valid for 7 days, then marks the row notified', async () => {
      reply = supabase(pdf, {...row, original_name: 'Q3 <board> deck.pdf'})
      expect(await confirmUpload({id: ID}, deps({mail: mail()}))).toEqual({
        status: 200,
        body: {name: 'Q3 <board> deck.pdf'},
      })
      const [m] = smtp.messages
      expect(smtp.messages).toHaveLength(1)
      expect(smtp.logins).toContain('leads')
      expect(m!.envelope).toEqual({from: 'leads@helixai.example', to: ['sales@helixai.example']})
      expect(m!.replyTo).toEqual(['jane@northgate.example'])
      expect(m!.subject).toBe('New presentation upload: Q3 <board> deck.pdf (1 KB)')
      const link = `https://abcd.supabase.co/storage/v1/object/sign/presentations/${PATH}?token=download-token`
      expect(m!.text).toContain(`From: jane@northgate.example`)
      expect(m!.text).toContain(`Download: ${link}`)
      expect(m!.text).toContain('works until Wed, 8 Apr 2026, 10:00 UTC (7 days)')
      expect(m!.html).toContain(`<a href="${link}"`)
      expect(m!.html).toContain('Q3 &lt;board&gt; deck.pdf')
      expect(m!.html).not.toMatch(/<(img|link|script|iframe|object)\b|<[^>]*\s(src|background|srcset)=|url\(/i)

      const sign = seen.find((s) => s.path.startsWith('/storage/v1/object/sign/'))!
      expect(sign).toMatchObject({method: 'POST', path: `/storage/v1/object/sign/presentations/${PATH}`})
      expect(JSON.parse(sign.body)).toEqual({expiresIn: 7 * 24 * 60 * 60})
      const marked = seen.find((s) => s.method === 'PATCH' && s.body.includes('notified_at'))!
      expect(JSON.parse(marked.body)).toEqual({notified_at: '2026-04-01T10:00:00.000Z'})
      expect(marked.at).toBeGreaterThanOrEqual(m!.at)
    })

    it('with the SMTP server down, still confirms the upload and leaves the row unmarked for the sweep', async () => {
      const down = await startSmtpSink()
      const url = down.url
      await down.stop()
      reply = supabase(pdf)
      const a = await confirmUpload({id: ID}, deps({mail: {...mail(), smtpUrl: url}}))
      expect(a).toEqual({status: 200, body: {name: 'Q3 board deck.pdf'}})
      expect(seen.filter((s) => s.body.includes('notified_at'))).toEqual([])
      expect(seen.find((s) => s.method === 'PATCH')!.body).toContain('"status":"uploaded"')
    })

    it('answers first and emails after, when the route hands it a way to run work later', async () => {
      reply = supabase(pdf)
      const tasks: Array<() => Promise<void>> = []
      const a = await confirmUpload({id: ID}, deps({mail: mail(), later: (task) => tasks.push(task)}))
      expect(a.status).toBe(200)
      expect(smtp.messages).toHaveLength(0)
      expect(tasks).toHaveLength(1)
      await tasks[0]!()
      expect(smtp.messages).toHaveLength(1)
    })

    it('without the mail variables, confirms and emails nobody', async () => {
      reply = supabase(pdf)
      const a = await confirmUpload({id: ID}, deps({mail: {missing: ['SMTP_URL']}}))
      expect(a.status).toBe(200)
      expect(smtp.messages).toHaveLength(0)
      expect(seen.some((s) => s.path.startsWith('/storage/v1/object/sign/'))).toBe(false)
    })

    it('a file that is not what it says is deleted, and no one is emailed', async () => {
      reply = supabase(Buffer.from('MZ\x90\x00 not a pdf'))
      expect((await confirmUpload({id: ID}, deps({mail: mail()}))).status).toBe(422)
      expect(smtp.messages).toHaveLength(0)
    })
  })
})

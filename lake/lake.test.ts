/**
 * The local Content Lake through its HTTP API, as its callers use it: @sanity/client for queries,
 * actions and listeners (the Studio's library), plain fetch for the rest. Each behaviour the Studio
 * or the site relies on is one test.
 */
import {chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs'
import {request as httpRequest} from 'node:http'
import {connect as http2Connect} from 'node:http2'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {createClient, type MutationEvent} from '@sanity/client'
import {applyPatch} from 'mendoza'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {resetLake} from './cli'
import {isLoopbackHost} from './gate'
import {type LocalLake, startLocalLake} from './lake'
import {lakeCertificate} from './tls'

const seedFile = path.resolve(__dirname, '../studio/seed/production.ndjson')
const TOKEN = 'test-robot-token'

function clientFor(lake: LocalLake, token?: string) {
  return createClient({
    projectId: 'lake1',
    dataset: 'production',
    apiHost: lake.apiOrigin,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token,
  })
}

describe('the local Content Lake', () => {
  let lake: LocalLake
  beforeAll(async () => {
    lake = await startLocalLake({projectId: 'lake1', dataset: 'production', seedFile, port: 0, tokens: [TOKEN]})
  })
  afterAll(() => lake.stop())
  afterEach(() => lake.reset())

  it('answers GROQ over the seed; without a token only published documents, with one its drafts too', async () => {
    await lake.mutate([
      {createOrReplace: {_id: 'drafts.pkg-marketing-standard', _type: 'servicePackage', title: 'Draft'}},
    ])
    const query = '*[_id in ["pkg-marketing-standard", "drafts.pkg-marketing-standard"]].title'
    expect(await clientFor(lake).fetch(query, {}, {perspective: 'raw'})).toEqual(['Standard'])
    expect((await clientFor(lake, TOKEN).fetch(query, {}, {perspective: 'raw'})).sort()).toEqual(['Draft', 'Standard'])
    expect(
      await clientFor(lake, TOKEN).fetch('*[_id == "pkg-marketing-standard"][0].title', {}, {perspective: 'drafts'}),
    ).toBe('Draft')
  })

  it('reads text::query (the Studio search) as match patterns', async () => {
    const titles = await clientFor(lake).fetch('*[_type == "servicePackage" && title match text::query($q)].title', {
      q: 'Stand*',
    })
    expect(titles).toContain('Standard')
    expect(titles).not.toContain('Premium')
  })

  it('edits, publishes and discards through the Actions API as the Studio does', async () => {
    const client = clientFor(lake, lake.identities.tokenFor('Maya Chen'))
    const before = lake.store.get('pkg-marketing-standard')!
    const edit = await client.action(
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.pkg-marketing-standard',
        publishedId: 'pkg-marketing-standard',
        patch: {set: {'price.amount': 1234}},
      },
      {transactionId: 'tx-edit-1'},
    )
    expect(edit.transactionId).toBe('tx-edit-1')
    const draft = lake.store.get('drafts.pkg-marketing-standard')!
    expect(draft._rev).toBe('tx-edit-1')
    expect((draft.price as {amount: number}).amount).toBe(1234)
    expect(lake.store.get('pkg-marketing-standard')).toEqual(before)

    await expect(
      client.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.pkg-marketing-standard',
        publishedId: 'pkg-marketing-standard',
        ifPublishedRevisionId: 'not-its-revision',
      }),
    ).rejects.toThrow(/revision/)
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.pkg-marketing-standard',
      publishedId: 'pkg-marketing-standard',
      ifPublishedRevisionId: before._rev as string,
    })
    expect((lake.store.get('pkg-marketing-standard')!.price as {amount: number}).amount).toBe(1234)
    expect(lake.store.get('drafts.pkg-marketing-standard')).toBeUndefined()

    await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.pkg-marketing-standard',
      publishedId: 'pkg-marketing-standard',
      patch: {set: {title: 'Not kept'}},
    })
    await client.action({actionType: 'sanity.action.document.discard', draftId: 'drafts.pkg-marketing-standard'})
    expect(lake.store.get('drafts.pkg-marketing-standard')).toBeUndefined()
  })

  it('refuses writes without a token, and an unknown token everywhere, as the API does', async () => {
    await expect(clientFor(lake).create({_type: 'testimonial', quote: 'x'})).rejects.toMatchObject({statusCode: 401})
    await expect(clientFor(lake, 'wrong').fetch('*[0]')).rejects.toMatchObject({statusCode: 401})
  })

  it('tells listeners about each change with the client transaction id, mendoza effects and per-listener counts', async () => {
    const client = clientFor(lake, lake.identities.tokenFor('Maya Chen'))
    const events: MutationEvent[] = []
    let welcomed!: () => void
    const welcome = new Promise<void>((resolve) => (welcomed = resolve))
    const subscription = client
      .listen(
        '*[_id in $ids]',
        {ids: ['pkg-marketing-basic', 'drafts.pkg-marketing-basic']},
        {
          effectFormat: 'mendoza',
          includeResult: false,
          events: ['welcome', 'mutation'],
        },
      )
      .subscribe((event) => {
        if (event.type === 'welcome') welcomed()
        if (event.type === 'mutation') events.push(event as MutationEvent)
      })
    // Listening: the Lake has said welcome, so every change from now on is sent to this listener.
    await welcome
    const published = lake.store.get('pkg-marketing-basic')!
    await client.action(
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.pkg-marketing-basic',
        publishedId: 'pkg-marketing-basic',
        patch: {set: {subtitle: 'Edited'}},
      },
      {transactionId: 'tx-listen-1'},
    )
    await client.action(
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.pkg-marketing-basic',
        publishedId: 'pkg-marketing-basic',
      },
      {transactionId: 'tx-listen-2'},
    )
    await expect.poll(() => events.length).toBe(3)
    subscription.unsubscribe()

    const [edit, ...publish] = events
    expect(edit).toMatchObject({
      documentId: 'drafts.pkg-marketing-basic',
      transition: 'appear',
      resultRev: 'tx-listen-1',
      transactionTotalEvents: 1,
    })
    // A publish is two events of one transaction: the published document replaced, the draft deleted.
    expect(
      publish.map((e) => [e.documentId, e.transition, e.transactionCurrentEvent, e.transactionTotalEvents]),
    ).toEqual([
      ['pkg-marketing-basic', 'update', 1, 2],
      ['drafts.pkg-marketing-basic', 'disappear', 2, 2],
    ])
    expect(publish[0]!.previousRev).toBe(published._rev)
    // The effects turn the previous revision into the new one, as the Studio applies them.
    const {_rev, ...withoutRev} = published
    const applied = applyPatch(withoutRev, (publish[0]!.effects as {apply: unknown[]}).apply)
    expect(applied.subtitle).toBe('Edited')
    expect(
      applyPatch(lake.store.get('pkg-marketing-basic'), (publish[1]!.effects as {apply: unknown[]}).apply),
    ).toBeNull()
  })

  it('answers a content source map placing each text in the field it came from', async () => {
    const res = await fetch(
      `${lake.apiOrigin}/v2025-02-19/data/query/production?${new URLSearchParams({
        query: '*[_id == "page-about"][0]{_id, title, sections[]{heading}}',
        resultSourceMap: 'withKeyArraySelector',
      })}`,
    )
    const {result, resultSourceMap} = (await res.json()) as {
      result: {sections: Array<{heading?: string}>}
      resultSourceMap: {
        documents: Array<{_id: string}>
        paths: string[]
        mappings: Record<string, {source: {document: number; path: number}}>
      }
    }
    const title = resultSourceMap.mappings["$['title']"]!
    expect(resultSourceMap.documents[title.source.document]!._id).toBe('page-about')
    expect(resultSourceMap.paths[title.source.path]).toBe("$['title']")
    const index = result.sections.findIndex((s) => s.heading)
    const heading = resultSourceMap.mappings[`$['sections'][${index}]['heading']`]!
    const key = (lake.store.get('page-about')!.sections as Array<{_key: string}>)[index]!._key
    expect(resultSourceMap.paths[heading.source.path]).toBe(`$['sections'][?(@._key=='${key}')]['heading']`)
  })

  it('stores an uploaded picture as an asset, serves it at the CDN path and refuses an oversized upload with 413', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEklEQVR4nGP4z8DAwMDAxMDAAAAbBAIBi4lXyAAAAABJRU5ErkJggg==',
      'base64',
    )
    const editorToken = lake.identities.tokenFor('Maya Chen')
    const upload = await clientFor(lake, editorToken).assets.upload('image', png, {
      filename: 'dot.png',
      contentType: 'image/png',
    })
    expect(upload._id).toMatch(/^image-[a-f0-9]{40}-2x3-png$/)
    expect(upload.url).toBe(`${lake.apiOrigin}/${upload.path}`)
    const served = await fetch(upload.url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)

    const tooBig = await fetch(`${lake.apiOrigin}/v2025-02-19/assets/images/production`, {
      method: 'POST',
      headers: {authorization: `Bearer ${editorToken}`, 'content-type': 'image/png'},
      body: Buffer.alloc(11 * 1024 * 1024),
    })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.text()).not.toContain('at ')
  })

  it('logs an editor in through the login page and the session exchange, as the Studio does', async () => {
    const providers = (await (await fetch(`${lake.apiOrigin}/v1/auth/providers`)).json()) as {
      providers: Array<{url: string}>
    }
    expect(providers.providers).toHaveLength(1)
    const login = await fetch(`${lake.apiOrigin}/v1/auth/login/local`, {
      method: 'POST',
      redirect: 'manual',
      headers: {'content-type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({name: 'Maya Chen', origin: 'https://evil.example/steal'}),
    })
    // Only the Studio's own origins are returned to.
    expect(login.status).toBe(400)
    const lakeWithStudio = await startLocalLake({
      projectId: 'lake1',
      dataset: 'production',
      seedFile,
      port: 0,
      tokens: [],
      corsOrigins: ['http://localhost:3333'],
    })
    try {
      const ok = await fetch(`${lakeWithStudio.apiOrigin}/v1/auth/login/local`, {
        method: 'POST',
        redirect: 'manual',
        headers: {'content-type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({name: 'Maya Chen', origin: 'http://localhost:3333/structure'}),
      })
      expect(ok.status).toBe(303)
      const sid = /#sid=(.+)$/.exec(ok.headers.get('location') ?? '')![1]!
      const {token} = (await (await fetch(`${lakeWithStudio.apiOrigin}/v1/auth/fetch?sid=${sid}`)).json()) as {
        token: string
      }
      expect(token.length).toBeGreaterThanOrEqual(32)
      // A session id is traded once.
      expect((await fetch(`${lakeWithStudio.apiOrigin}/v1/auth/fetch?sid=${sid}`)).status).toBe(401)
      const me = (await (
        await fetch(`${lakeWithStudio.apiOrigin}/v2025-02-19/users/me`, {headers: {authorization: `Bearer ${token}`}})
      ).json()) as {name: string; role: string}
      expect(me).toMatchObject({name: 'Maya Chen', role: 'administrator'})
      // CORS: the Studio's origin is allowed with credentials, another origin is not.
      const studio = await fetch(`${lakeWithStudio.apiOrigin}/v2025-02-19/users/me`, {
        headers: {origin: 'http://localhost:3333'},
      })
      expect(studio.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
      const other = await fetch(`${lakeWithStudio.apiOrigin}/v2025-02-19/users/me`, {
        headers: {origin: 'https://evil.example'},
      })
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await lakeWithStudio.stop()
    }
  }, 30_000)
})

describe('the working copy', () => {
  it('keeps every change across a restart, until it is reset to the seed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-copy-'))
    const start = () =>
      startLocalLake({projectId: 'lake1', dataset: 'production', seedFile, port: 0, tokens: [TOKEN], workingCopy: dir})
    try {
      const first = await start()
      await first.mutate([{patch: {id: 'pkg-marketing-standard', set: {'price.amount': 4321}}}])
      const token = first.identities.tokenFor('Maya Chen')
      await first.stop()

      const second = await start()
      expect((second.store.get('pkg-marketing-standard')!.price as {amount: number}).amount).toBe(4321)
      // Editors stay logged in.
      expect(second.identities.fromHeader(`Bearer ${token}`)).toMatchObject({name: 'Maya Chen'})
      second.reset()
      expect((second.store.get('pkg-marketing-standard')!.price as {amount: number}).amount).toBe(1111)
      await second.stop()
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })
})

describe('the certificate', () => {
  it('is signed by an authority that may vouch only for localhost names, and serves <project>.localhost', async () => {
    const {X509Certificate, ExtendedKeyUsageExtension, ExtendedKeyUsage} = await import('@peculiar/x509')
    const {createSecureServer} = await import('node:http2')
    const {connect} = await import('node:tls')
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-tls-'))
    try {
      const certificate = await lakeCertificate(dir, 'lake1')
      const ca = new X509Certificate(readFileSync(certificate.caFile, 'utf8'))
      const constraints = ca.getExtension('2.5.29.30')
      expect(constraints?.critical).toBe(true)
      // DER: the permitted names are localhost and 127.0.0.0/8.
      expect(Buffer.from(constraints!.value).toString('latin1')).toContain('localhost')
      // It vouches for TLS servers only: no e-mail (S/MIME) or code signing certificate it signs is valid.
      const usage = ca.getExtension(ExtendedKeyUsageExtension)
      expect(usage?.usages).toEqual([ExtendedKeyUsage.serverAuth])

      const server = createSecureServer({key: certificate.key, cert: certificate.cert, allowHTTP1: true})
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const port = (server.address() as {port: number}).port
      const handshake = (servername: string) =>
        new Promise<string>((resolve) => {
          const socket = connect({
            host: '127.0.0.1',
            port,
            servername,
            ca: readFileSync(certificate.caFile),
            ALPNProtocols: ['h2'],
          })
          socket.once('secureConnect', () => {
            resolve(`ok ${socket.alpnProtocol}`)
            socket.destroy()
          })
          socket.once('error', (error) => resolve(`refused: ${(error as NodeJS.ErrnoException).code}`))
        })
      expect(await handshake('lake1.localhost')).toBe('ok h2')
      expect(await handshake('www.example.com')).toMatch(/^refused/)
      server.close()
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })
})

/** One HTTP/1.1 request with headers fetch will not send as given (Host), answered as status, headers and text. */
function rawRequest(
  origin: string,
  route: string,
  options: {method?: string; headers?: Record<string, string>; body?: string | Buffer} = {},
): Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: string}> {
  const url = new URL(route, origin)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8')}),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

describe('who may reach the Lake', () => {
  let lake: LocalLake
  let tlsDir: string
  beforeAll(async () => {
    tlsDir = mkdtempSync(path.join(tmpdir(), 'lake-gate-'))
    lake = await startLocalLake({
      projectId: 'lake1',
      dataset: 'production',
      seedFile,
      port: 0,
      tlsPort: 0,
      tls: await lakeCertificate(tlsDir, 'lake1'),
      controlPort: 0,
      tokens: [TOKEN],
    })
  })
  afterAll(async () => {
    await lake.stop()
    rmSync(tlsDir, {recursive: true, force: true})
  })
  afterEach(() => lake.reset())

  const control = (route: string, init: {method?: string; headers?: Record<string, string>; body?: string} = {}) =>
    rawRequest(lake.controlOrigin, route, init)
  const withSecret = () => ({authorization: `Bearer ${lake.controlSecret}`})
  const price = () => (lake.store.get('pkg-marketing-standard')!.price as {amount: number}).amount
  const patchPrice = JSON.stringify({mutations: [{patch: {id: 'pkg-marketing-standard', set: {'price.amount': 1}}}]})

  it('names only loopback hosts', () => {
    for (const host of [
      'localhost',
      'localhost:3335',
      'lake1.localhost:3334',
      '127.0.0.1',
      '127.0.0.1:3336',
      '[::1]',
      '[::1]:3335',
    ])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of [
      undefined,
      '',
      'attacker.example',
      'attacker.example:3335',
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
      'evil.com@localhost',
      'localhost/x',
      '0.0.0.0',
      '192.168.1.2',
    ])
      expect(isLoopbackHost(host), String(host)).toBe(false)
  })

  it('answers only requests to a loopback host name on every port (no DNS rebinding)', async () => {
    const query = `/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*)')}`
    for (const host of ['attacker.example', `attacker.example:${new URL(lake.apiOrigin).port}`]) {
      const refused = await rawRequest(lake.apiOrigin, query, {headers: {host}})
      expect(refused.status).toBe(403)
      expect(refused.body.length).toBeLessThan(200)
      expect(refused.body).not.toContain('attacker')
    }
    expect((await rawRequest(lake.apiOrigin, query, {headers: {host: 'localhost'}})).status).toBe(200)
    expect((await rawRequest(lake.apiOrigin, query, {headers: {host: 'lake1.localhost:1'}})).status).toBe(200)
    const health = {headers: {...withSecret(), host: 'attacker.example'}}
    expect((await control('/health', health)).status).toBe(403)
    expect((await control('/health', {headers: withSecret()})).status).toBe(200)

    // The browsers' port, over HTTP/2: the host is the request's :authority.
    const session = http2Connect(lake.browserOrigin, {ca: readFileSync(path.join(tlsDir, 'ca.pem'))})
    try {
      const ask = (authority: string) =>
        new Promise<number>((resolve, reject) => {
          const stream = session.request({':path': '/v1/ping', ':authority': authority})
          stream.on('response', (headers) => resolve(Number(headers[':status'])))
          stream.on('error', reject)
          stream.resume()
        })
      expect(await ask('attacker.example')).toBe(403)
      expect(await ask(new URL(lake.projectOrigin).host)).toBe(200)
    } finally {
      session.close()
    }
  })

  it('refuses the control API without its secret, to a browser (any Origin) and for anything but JSON', async () => {
    const before = price()
    const json = {'content-type': 'application/json'}
    // What a page on another site can send: no secret, its Origin, a text/plain form body.
    const attempts: Array<{route: string; headers: Record<string, string>; body: string; status: number}> = [
      {route: '/mutate', headers: {...json}, body: patchPrice, status: 401},
      {route: '/mutate', headers: {...json, authorization: 'Bearer wrong'}, body: patchPrice, status: 401},
      {
        route: '/mutate',
        headers: {'content-type': 'text/plain', origin: 'https://evil.example'},
        body: patchPrice,
        status: 403,
      },
      {
        route: '/mutate',
        headers: {...withSecret(), ...json, origin: 'https://evil.example'},
        body: patchPrice,
        status: 403,
      },
      {route: '/mutate', headers: {...withSecret(), ...json, origin: 'null'}, body: patchPrice, status: 403},
      {route: '/mutate', headers: {...withSecret(), 'content-type': 'text/plain'}, body: patchPrice, status: 415},
      {
        route: '/mutate',
        headers: {...withSecret(), 'content-type': 'application/x-www-form-urlencoded'},
        body: patchPrice,
        status: 415,
      },
      {route: '/token', headers: {...json}, body: '{"name":"Mallory"}', status: 401},
      {route: '/reset', headers: {...json}, body: '{}', status: 401},
      {route: '/fault', headers: {...json}, body: '{"mode":"refuse"}', status: 401},
    ]
    for (const attempt of attempts) {
      const answer = await control(attempt.route, {method: 'POST', headers: attempt.headers, body: attempt.body})
      expect(answer.status, JSON.stringify(attempt)).toBe(attempt.status)
      expect(answer.body).not.toContain('token":')
    }
    expect((await control('/requests')).status).toBe(401)
    expect((await control('/document?id=pkg-marketing-standard')).status).toBe(401)
    expect(price()).toBe(before)
    // The data API still answers: no fault was set.
    expect((await fetch(`${lake.apiOrigin}/v1/ping`)).status).toBe(200)

    // With the secret, as the project's tools call it.
    const changed = await control('/mutate', {method: 'POST', headers: {...withSecret(), ...json}, body: patchPrice})
    expect(changed.status).toBe(200)
    expect(price()).toBe(1)
  })

  it('lets the read token read drafts but write nothing: mutate, actions and uploads answer 403', async () => {
    const robot = clientFor(lake, TOKEN)
    const denied = {statusCode: 403, details: {type: 'mutationError'}}
    await expect(robot.create({_type: 'testimonial', quote: 'x'})).rejects.toMatchObject(denied)
    await expect(robot.patch('pkg-marketing-standard').set({title: 'Robot'}).commit()).rejects.toMatchObject(denied)
    await expect(
      robot.action({
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.pkg-marketing-standard',
        publishedId: 'pkg-marketing-standard',
        patch: {set: {title: 'Robot'}},
      }),
    ).rejects.toMatchObject(denied)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>')
    await expect(
      robot.assets.upload('image', svg, {filename: 'x.svg', contentType: 'image/svg+xml'}),
    ).rejects.toMatchObject(denied)
    expect(lake.store.get('pkg-marketing-standard')!.title).toBe('Standard')
    expect(lake.store.get('drafts.pkg-marketing-standard')).toBeUndefined()
    // Reading drafts is what it is for.
    expect(await robot.fetch('count(*[_id in path("drafts.**")])', {}, {perspective: 'raw'})).toBeTypeOf('number')
  })

  it('serves an uploaded SVG sandboxed, so no script in it runs, and every asset with nosniff', async () => {
    const editor = clientFor(lake, lake.identities.tokenFor('Maya Chen'))
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(document.domain)</script></svg>',
    )
    const asset = await editor.assets.upload('image', svg, {filename: 'evil.svg', contentType: 'image/svg+xml'})
    const served = await fetch(asset.url)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    const seedPicture = lake.store.queryable().find((d) => d._type === 'sanity.imageAsset' && d._id !== asset._id)
    const seedServed = await fetch(String(seedPicture?.url))
    expect(seedServed.status).toBe(200)
    expect(seedServed.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('queries', () => {
  let lake: LocalLake
  beforeAll(async () => {
    lake = await startLocalLake({
      projectId: 'lake1',
      dataset: 'production',
      seedFile,
      port: 0,
      controlPort: 0,
      tokens: [TOKEN],
      queryLimits: {timeoutMs: 1500, maxResultBytes: 200_000, memoryMb: 96},
    })
  })
  afterAll(() => lake.stop())

  const query = (text: string) =>
    fetch(`${lake.apiOrigin}/v2025-02-19/data/query/production?${new URLSearchParams({query: text})}`)
  const health = () => fetch(`${lake.controlOrigin}/health`, {headers: {authorization: `Bearer ${lake.controlSecret}`}})

  it('stops a query at its deadline with a 400, and answers everything else while it runs', async () => {
    // Every document against every document against every document: minutes of work.
    const heavy = query('count(*[count(*[count(*[_id != ^._id]) > 0]) > 0])')
    // The Lake is answering it: it has the request, and no status yet.
    await vi.waitFor(() =>
      expect(lake.requests.some((r) => r.query?.startsWith('count(*[count(') && r.status === 0)).toBe(true),
    )
    const started = performance.now()
    expect((await health()).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(100)
    const other = await clientFor(lake).fetch('*[_id == "pkg-marketing-standard"][0].title')
    expect(other).toBe('Standard')
    const stopped = await heavy
    expect(stopped.status).toBe(400)
    const body = (await stopped.json()) as {error: {type: string; description: string}}
    expect(body.error.type).toBe('queryExecutionError')
    expect(body.error.description).toMatch(/timed out/)
    expect(await clientFor(lake).fetch('count(*[_type == "servicePackage"]) > 0')).toBe(true)
  }, 15_000)

  it('refuses a result larger than the limit, and survives a query that runs out of memory', async () => {
    const large = await query('*')
    expect(large.status).toBe(400)
    expect(((await large.json()) as {error: {description: string}}).error.description).toMatch(/too large/)
    // The dataset crossed with itself three times: no memory holds it. The deadline is far, so the
    // worker's memory limit is what stops it, and only the worker.
    const roomy = await startLocalLake({
      projectId: 'lake1',
      dataset: 'production',
      seedFile,
      port: 0,
      tokens: [],
      queryLimits: {timeoutMs: 60_000, memoryMb: 24},
    })
    try {
      const explosive = await fetch(
        `${roomy.apiOrigin}/v2025-02-19/data/query/production?${new URLSearchParams({query: '*[]{"x": *[]{"y": *[]{...}}}'})}`,
      )
      expect(explosive.status).toBe(400)
      expect(((await explosive.json()) as {error: {type: string; description: string}}).error).toMatchObject({
        type: 'queryExecutionError',
        description: expect.stringMatching(/more than 24 MB of memory/),
      })
      expect(await clientFor(roomy).fetch('*[_id == "pkg-marketing-standard"][0].title')).toBe('Standard')
    } finally {
      await roomy.stop()
    }
    expect((await health()).status).toBe(200)
  }, 60_000)

  it('sees each change at once, in every worker', async () => {
    const titles = async () =>
      Promise.all(Array.from({length: 4}, () => clientFor(lake).fetch('*[_id == "pkg-marketing-basic"][0].title')))
    const before = await titles()
    await lake.mutate([{patch: {id: 'pkg-marketing-basic', set: {title: 'Changed'}}}])
    expect(await titles()).toEqual(['Changed', 'Changed', 'Changed', 'Changed'])
    await lake.mutate([{delete: {id: 'pkg-marketing-basic'}}])
    expect(await titles()).toEqual([null, null, null, null])
    lake.reset()
    expect(await titles()).toEqual(before)
  })
})

describe('files', () => {
  it('serves no file outside its own folders, whatever an asset document says', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-leak-'))
    const secret = path.join(dir, 'secret.txt')
    writeFileSync(secret, 'the contents of a private file')
    const copy = path.join(dir, 'copy')
    const start = () =>
      startLocalLake({projectId: 'lake1', dataset: 'production', seedFile, port: 0, tokens: [], workingCopy: copy})
    const leak = (name: string, originalFilename: string) => ({
      _id: `image-${'a'.repeat(40)}-${name}`,
      _type: 'sanity.imageAsset',
      originalFilename,
      path: `images/lake1/production/${name}`,
    })
    try {
      const first = await start()
      const seedImages = path.join(path.dirname(seedFile), 'images')
      await first.mutate([
        // A path out of the seed's pictures, to the file.
        {createOrReplace: leak(`${'a'.repeat(40)}-1x1.png`, path.relative(seedImages, secret))},
        // An absolute path.
        {createOrReplace: leak(`${'b'.repeat(40)}-1x1.png`, secret)},
        // A CDN path that is not a CDN name: the working copy's own files.
        {createOrReplace: {...leak('x', 'x'), path: 'images/lake1/production/..'}},
        {createOrReplace: {...leak('y', 'x'), path: '../../sessions.json'}},
      ])
      await first.stop()
      const second = await start()
      try {
        for (const name of [
          `${'a'.repeat(40)}-1x1.png`,
          `${'b'.repeat(40)}-1x1.png`,
          'sessions.json',
          'documents.ndjson',
        ]) {
          const res = await fetch(`${second.apiOrigin}/images/lake1/production/${name}`)
          expect(res.status, name).toBe(404)
          expect(await res.text()).not.toContain('private file')
        }
        // The seed's own pictures are still served.
        const seed = second.store.queryable().find((d) => d._type === 'sanity.imageAsset')
        expect((await fetch(String(seed?.url))).status).toBe(200)
      } finally {
        await second.stop()
      }
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })

  it('finds a picture only by a plain name inside its folder, links resolved', async () => {
    const {AssetFiles} = await import('./assets')
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-seed-'))
    const images = path.join(dir, 'images')
    try {
      writeFileSync(path.join(dir, 'outside.txt'), 'outside')
      const {mkdirSync} = await import('node:fs')
      mkdirSync(images)
      writeFileSync(path.join(images, 'ok.svg'), '<svg/>')
      symlinkSync(path.join(dir, 'outside.txt'), path.join(images, 'link.svg'))
      const files = new AssetFiles(undefined, images)
      const asset = (n: string, originalFilename: string) => ({
        _id: `image-${n.repeat(40)}-1x1-svg`,
        _type: 'sanity.imageAsset',
        path: `images/p/d/${n.repeat(40)}-1x1.svg`,
        originalFilename,
      })
      for (const [n, name] of [
        ['a', 'ok.svg'],
        ['b', 'link.svg'],
        ['c', '../outside.txt'],
        ['d', `${images}/ok.svg`],
        ['e', '.'],
      ] as const)
        files.register(asset(n, name))
      expect(files.read(`${'a'.repeat(40)}-1x1.svg`)?.toString()).toBe('<svg/>')
      for (const n of ['b', 'c', 'd', 'e']) expect(files.read(`${n.repeat(40)}-1x1.svg`), n).toBeUndefined()
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })

  it('keeps tokens, keys and the control secret readable by their owner alone, fixing them at each start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-modes-'))
    const copy = path.join(dir, 'copy')
    const secretFile = path.join(dir, 'control-secret')
    const mode = (file: string) => statSync(file).mode & 0o777
    const start = () =>
      startLocalLake({
        projectId: 'lake1',
        dataset: 'production',
        seedFile,
        port: 0,
        controlPort: 0,
        controlSecretFile: secretFile,
        tokens: [],
        workingCopy: copy,
      })
    try {
      const first = await start()
      expect(readFileSync(secretFile, 'utf8').trim()).toBe(first.controlSecret)
      expect(mode(secretFile)).toBe(0o600)
      first.identities.tokenFor('Maya Chen')
      await first.mutate([{patch: {id: 'pkg-marketing-standard', set: {title: 'Saved'}}}])
      await first.stop()
      expect(existsSync(secretFile)).toBe(false)
      const sessions = path.join(copy, 'sessions.json')
      expect(mode(sessions)).toBe(0o600)
      // As an older version left it.
      chmodSync(sessions, 0o644)
      const second = await start()
      expect(mode(sessions)).toBe(0o600)
      expect(readFileSync(secretFile, 'utf8').trim()).toBe(second.controlSecret)
      expect(second.controlSecret).not.toBe(first.controlSecret)
      await second.stop()

      const tls = path.join(dir, 'tls')
      await lakeCertificate(tls, 'lake1')
      expect(mode(path.join(tls, 'ca-key.pem'))).toBe(0o600)
      expect(mode(path.join(tls, 'key.pem'))).toBe(0o600)
      chmodSync(path.join(tls, 'ca-key.pem'), 0o644)
      chmodSync(path.join(tls, 'key.pem'), 0o640)
      await lakeCertificate(tls, 'lake1')
      expect(mode(path.join(tls, 'ca-key.pem'))).toBe(0o600)
      expect(mode(path.join(tls, 'key.pem'))).toBe(0o600)
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })
})

describe('npm run lake:reset', () => {
  it('resets a running Lake through its control API, and removes the working copy only when none runs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-reset-'))
    const where = {
      controlSecretFile: path.join(dir, 'control-secret'),
      workingCopyDir: path.join(dir, 'copy'),
      controlOrigin: '',
    }
    const start = () =>
      startLocalLake({
        projectId: 'lake1',
        dataset: 'production',
        seedFile,
        port: 0,
        controlPort: 0,
        controlSecretFile: where.controlSecretFile,
        tokens: [],
        workingCopy: where.workingCopyDir,
      })
    const title = (lake: LocalLake) => clientFor(lake).fetch('*[_id == "pkg-marketing-standard"][0].title')
    try {
      const lake = await start()
      where.controlOrigin = lake.controlOrigin
      await lake.mutate([{patch: {id: 'pkg-marketing-standard', set: {title: 'Edited'}}}])
      expect(await resetLake(where)).toBe(0)
      // The running Lake serves the seed at once, and its copy says so too.
      expect(await title(lake)).toBe('Standard')
      await lake.mutate([{patch: {id: 'pkg-marketing-standard', set: {title: 'Edited again'}}}])
      // A secret that is not the running Lake's: refused, and the Lake keeps its content.
      writeFileSync(where.controlSecretFile, 'not-the-secret')
      expect(await resetLake(where)).toBe(1)
      expect(await title(lake)).toBe('Edited again')
      await lake.stop()

      // Nothing runs: the working copy goes, and the next start is the seed.
      expect(await resetLake(where)).toBe(0)
      expect(existsSync(where.workingCopyDir)).toBe(false)
      const next = await start()
      expect(await title(next)).toBe('Standard')
      await next.stop()
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })
})

describe('a certificate authority made before it was limited to TLS servers', () => {
  it('is replaced, with a new certificate for the Lake signed by the new one', async () => {
    const x509 = await import('@peculiar/x509')
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-old-ca-'))
    try {
      // The files as an older version left them: an authority without extended key usage, and its certificate.
      const algorithm = {name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256'} as const
      const keys = (await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair
      const old = await x509.X509CertificateGenerator.createSelfSigned({
        serialNumber: '01',
        name: 'CN=Local Content Lake (this machine only)',
        notBefore: new Date(Date.now() - 86_400_000),
        notAfter: new Date(Date.now() + 86_400_000 * 365),
        signingAlgorithm: algorithm,
        keys,
        extensions: [
          new x509.BasicConstraintsExtension(true, 0, true),
          new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign, true),
        ],
      })
      const pem = (key: CryptoKey) =>
        crypto.subtle.exportKey('pkcs8', key).then((der) => x509.PemConverter.encode(der, 'PRIVATE KEY'))
      writeFileSync(path.join(dir, 'ca.pem'), old.toString('pem'))
      writeFileSync(path.join(dir, 'ca-key.pem'), await pem(keys.privateKey))
      writeFileSync(path.join(dir, 'cert.pem'), old.toString('pem'))
      writeFileSync(path.join(dir, 'key.pem'), await pem(keys.privateKey))
      writeFileSync(path.join(dir, 'names.json'), JSON.stringify(['localhost', '*.localhost', 'lake1.localhost']))

      const certificate = await lakeCertificate(dir, 'lake1')
      const ca = new x509.X509Certificate(readFileSync(certificate.caFile, 'utf8'))
      expect(ca.serialNumber).not.toBe(old.serialNumber)
      expect(ca.getExtension(x509.ExtendedKeyUsageExtension)?.usages).toEqual([x509.ExtendedKeyUsage.serverAuth])
      const leaf = new x509.X509Certificate(certificate.cert)
      expect(leaf.issuer).toBe(ca.subject)
      expect(await leaf.verify({publicKey: ca.publicKey})).toBe(true)
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })
})

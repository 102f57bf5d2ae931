/**
 * The local Content Lake through its HTTP API, as its callers use it: @sanity/client for queries,
 * actions and listeners (the Studio's library), plain fetch for the rest. Each behaviour the Studio
 * or the site relies on is one test.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {createClient, type MutationEvent} from '@sanity/client'
import {applyPatch} from 'mendoza'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {type LocalLake, startLocalLake} from './lake'

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
    const client = clientFor(lake, TOKEN)
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
    const client = clientFor(lake, TOKEN)
    const events: MutationEvent[] = []
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
        if (event.type === 'mutation') events.push(event as MutationEvent)
      })
    await new Promise((r) => setTimeout(r, 300))
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
    const upload = await clientFor(lake, TOKEN).assets.upload('image', png, {
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
      headers: {authorization: `Bearer ${TOKEN}`, 'content-type': 'image/png'},
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
    const {X509Certificate} = await import('@peculiar/x509')
    const {lakeCertificate} = await import('./tls')
    const {createSecureServer} = await import('node:http2')
    const {connect} = await import('node:tls')
    const {readFileSync} = await import('node:fs')
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-tls-'))
    try {
      const certificate = await lakeCertificate(dir, 'lake1')
      const ca = new X509Certificate(readFileSync(certificate.caFile, 'utf8'))
      const constraints = ca.getExtension('2.5.29.30')
      expect(constraints?.critical).toBe(true)
      // DER: the permitted names are localhost and 127.0.0.0/8.
      expect(Buffer.from(constraints!.value).toString('latin1')).toContain('localhost')

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

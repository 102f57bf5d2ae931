/**
 * Content releases on the local Lake, through its HTTP API as the Studio calls it (@sanity/client's
 * release and version methods): creating a release, adding documents, publishing it all at once,
 * scheduling it (also across a restart), archiving, unarchiving and deleting it, and what the site,
 * which reads the published perspective, sees meanwhile.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {createClient, type MutationEvent, type SanityClient} from '@sanity/client'
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest'
import {type LakeOptions, type LocalLake, startLocalLake} from './lake'

const seedFile = path.resolve(__dirname, '../studio/seed/production.ndjson')
const READ_TOKEN = 'test-read-token'
const PRO = 'pkg-leadconnect-pro'
const STANDARD = 'pkg-marketing-standard'

function clientFor(lake: LocalLake, token?: string): SanityClient {
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

/** A webhook receiver on loopback: what the site's /api/revalidate would be told. */
async function webhookReceiver() {
  const received: Array<{_id: string; operation: string}> = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push(JSON.parse(body))
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as {port: number}
  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const lakeOptions = (webhookUrl: string): LakeOptions => ({
  projectId: 'lake1',
  dataset: 'production',
  seedFile,
  port: 0,
  tokens: [READ_TOKEN],
  webhooks: [
    {
      url: webhookUrl,
      secret: 'test-secret',
      filter: '_type == "servicePackage"',
      projection: '{_id, "operation": delta::operation()}',
    },
  ],
})

const price = (client: SanityClient, id: string, perspective: 'published' | 'raw' | string[] = 'published') =>
  client.fetch<number | null>('*[_id == $id][0].price.amount', {id}, {perspective: perspective as never})

/** Puts a new price on a document's version in a release, as the Studio's form does (an edit action). */
function setPrice(client: SanityClient, releaseId: string, id: string, amount: number) {
  return client.action({
    actionType: 'sanity.action.document.edit',
    draftId: `versions.${releaseId}.${id}`,
    publishedId: id,
    patch: {set: {'price.amount': amount}},
  })
}

/** Adds a document to a release as the Studio's "Add document" does: a version copied from the published one. */
async function addToRelease(client: SanityClient, releaseId: string, id: string) {
  const published = await client.getDocument(id)
  return client.createVersion({releaseId, publishedId: id, baseId: id, ifBaseRevisionId: published!._rev})
}

describe('content releases', () => {
  let lake: LocalLake
  let hooks: Awaited<ReturnType<typeof webhookReceiver>>
  let maya: SanityClient
  beforeAll(async () => {
    hooks = await webhookReceiver()
    lake = await startLocalLake(lakeOptions(hooks.url))
    maya = clientFor(lake, lake.identities.tokenFor('Maya Chen'))
  })
  afterAll(async () => {
    await lake.stop()
    await hooks.close()
  })
  afterEach(() => {
    lake.reset()
    hooks.received.length = 0
  })

  it('keeps a release’s versions from the site until it is published, then publishes them all in one transaction', async () => {
    const {releaseId} = await maya.releases.create({
      metadata: {title: 'Black Friday', description: 'Prices for the weekend', releaseType: 'asap'},
    })
    await addToRelease(maya, releaseId, PRO)
    await addToRelease(maya, releaseId, STANDARD)
    await setPrice(maya, releaseId, PRO, 79)
    await setPrice(maya, releaseId, STANDARD, 899)

    // The release, as the Studio's releases store reads it (raw) and its calendar and list show it.
    const releases = await maya.fetch<Array<{_id: string; state: string; metadata: {title: string}}>>(
      '*[_type=="system.release" && _id in path("_.releases.*")]{_id, state, metadata}',
      {},
      {perspective: 'raw'},
    )
    expect(releases).toEqual([
      {
        _id: `_.releases.${releaseId}`,
        state: 'active',
        metadata: {title: 'Black Friday', description: 'Prices for the weekend', releaseType: 'asap'},
      },
    ])
    // What the Studio shows in the release's perspective; what the site (published, with or without
    // its token) and its draft mode (drafts) show: the published price; nobody without a token sees a version.
    expect(await price(maya, PRO, [releaseId, 'drafts'])).toBe(79)
    expect(await price(maya, PRO)).toBe(99.99)
    expect(await price(clientFor(lake, READ_TOKEN), PRO)).toBe(99.99)
    expect(await price(clientFor(lake, READ_TOKEN), PRO, ['drafts'])).toBe(99.99)
    expect(await clientFor(lake).fetch('count(*[_id in path("versions.**") || _id in path("_.**")])')).toBe(0)
    expect(await maya.fetch('count(*[sanity::partOfRelease($releaseId)])', {releaseId}, {perspective: 'raw'})).toBe(2)
    expect(hooks.received).toEqual([])

    const events: MutationEvent[] = []
    let welcomed = false
    const listener = maya
      .listen('*[_type == "servicePackage"]', {}, {includeResult: true, events: ['welcome', 'mutation']})
      .subscribe((event) => {
        if (event.type === 'welcome') welcomed = true
        if (event.type === 'mutation') events.push(event)
      })
    try {
      await vi.waitFor(() => expect(welcomed).toBe(true))
      const {transactionId} = await maya.releases.publish({releaseId})
      expect(await price(clientFor(lake, READ_TOKEN), PRO)).toBe(79)
      expect(await price(clientFor(lake, READ_TOKEN), STANDARD)).toBe(899)
      expect(await maya.fetch('count(*[_id in path("versions.**")])', {}, {perspective: 'raw'})).toBe(0)
      const release = await maya.getDocument(`_.releases.${releaseId}`)
      expect(release).toMatchObject({
        state: 'published',
        publishedAt: expect.any(String),
        finalDocumentStates: expect.arrayContaining([
          {id: `versions.${releaseId}.${PRO}`},
          {id: `versions.${releaseId}.${STANDARD}`},
        ]),
      })
      // One transaction: the listener sees both documents with its id; the site's webhook is called
      // once for each published document.
      await vi.waitFor(() => expect(events.filter((e) => e.transactionId === transactionId)).toHaveLength(2))
      expect(new Set(events.map((e) => e.documentId))).toEqual(new Set([PRO, STANDARD]))
      expect(events.every((e) => e.transactionTotalEvents === 2)).toBe(true)
      await vi.waitFor(() => expect(hooks.received).toHaveLength(2))
      expect(new Set(hooks.received.map((h) => h._id))).toEqual(new Set([PRO, STANDARD]))
    } finally {
      listener.unsubscribe()
    }
  })

  it('publishes all or nothing: a release published with an action that fails changes nothing', async () => {
    const {releaseId} = await maya.releases.create({metadata: {title: 'Spring', releaseType: 'undecided'}})
    await addToRelease(maya, releaseId, PRO)
    await setPrice(maya, releaseId, PRO, 59)
    const failing = maya.action([
      {actionType: 'sanity.action.release.publish', releaseId},
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.no-such-document',
        publishedId: 'no-such-document',
      },
    ])
    await expect(failing).rejects.toMatchObject({statusCode: 409, details: {type: 'actionError'}})
    expect(await price(maya, PRO)).toBe(99.99)
    expect(await price(maya, PRO, [releaseId])).toBe(59)
    expect((await maya.getDocument(`_.releases.${releaseId}`))?.state).toBe('active')
    // A dry run answers as the real action would, and changes nothing either.
    await expect(
      maya.action({actionType: 'sanity.action.release.unschedule', releaseId}, {dryRun: true}),
    ).rejects.toMatchObject({statusCode: 409})
    await maya.releases.publish({releaseId}, {dryRun: true})
    expect((await maya.getDocument(`_.releases.${releaseId}`))?.state).toBe('active')
  })

  it('publishes a scheduled release at its time, on behalf of who scheduled it; its documents are locked until then', async () => {
    const {releaseId} = await maya.releases.create({metadata: {title: 'Midnight', releaseType: 'scheduled'}})
    await addToRelease(maya, releaseId, PRO)
    await setPrice(maya, releaseId, PRO, 49)
    await expect(maya.releases.schedule({releaseId, publishAt: 'tomorrow'})).rejects.toMatchObject({statusCode: 400})
    await maya.releases.schedule({releaseId, publishAt: new Date(Date.now() + 60_000).toISOString()})
    // Scheduled, its documents cannot change; unscheduled, they can again.
    await expect(setPrice(maya, releaseId, PRO, 48)).rejects.toMatchObject({
      statusCode: 409,
      details: {description: expect.stringMatching(/scheduled: unschedule it/)},
    })
    await maya.releases.unschedule({releaseId})
    expect((await maya.getDocument(`_.releases.${releaseId}`))?.publishAt).toBeUndefined()
    await setPrice(maya, releaseId, PRO, 48)

    const publishAt = new Date(Date.now() + 400)
    await maya.releases.schedule({releaseId, publishAt: publishAt.toISOString()})
    expect(await price(maya, PRO)).toBe(99.99)
    await vi.waitFor(async () => expect(await price(maya, PRO)).toBe(48), {timeout: 3000, interval: 50})
    const late = Date.now() - publishAt.getTime()
    expect(late).toBeLessThan(1500)
    expect((await maya.getDocument(`_.releases.${releaseId}`))?.state).toBe('published')
    await vi.waitFor(() => expect(hooks.received.map((h) => h._id)).toEqual([PRO]))

    // History shows the publish, by the release and by Maya, who scheduled it.
    const history = (await maya.request({url: `/data/history/production/events/documents/${PRO}`})) as {
      events: Record<string, Array<Record<string, unknown>>>
    }
    const me = (await maya.request({url: '/users/me'})) as {id: string}
    expect(history.events[PRO]![0]).toMatchObject({
      type: 'publishDocumentVersion',
      releaseId,
      versionId: `versions.${releaseId}.${PRO}`,
      publishCause: 'release.publish',
      author: me.id,
    })
    const activity = (await maya.request({url: `/data/history/production/events/releases/${releaseId}`})) as {
      events: Array<{type: string}>
    }
    expect(activity.events.map((e) => e.type)).toEqual([
      'publishRelease',
      'scheduleRelease',
      'unscheduleRelease',
      'scheduleRelease',
      'addDocumentToRelease',
      'createRelease',
    ])
  })

  it('edits a release’s metadata as the Studio sends it, and nothing else', async () => {
    const {releaseId} = await maya.releases.create({metadata: {title: 'Draft title', releaseType: 'undecided'}})
    const metadata = {title: 'Cyber Monday', description: 'Monday only', releaseType: 'scheduled', cardinality: 'many'}
    // The Studio's release form: the whole metadata set, keys left undefined unset.
    await maya.action(
      {actionType: 'sanity.action.release.edit', releaseId, patch: {set: {metadata}, unset: []}},
      {dryRun: true},
    )
    await maya.action({actionType: 'sanity.action.release.edit', releaseId, patch: {set: {metadata}, unset: []}})
    expect(await maya.getDocument(`_.releases.${releaseId}`)).toMatchObject({state: 'active', metadata})
    await expect(
      maya.action({actionType: 'sanity.action.release.edit', releaseId, patch: {set: {state: 'published'}}}),
    ).rejects.toMatchObject({statusCode: 400, details: {type: 'validationError'}})
    await expect(
      maya.action({
        actionType: 'sanity.action.release.edit',
        releaseId,
        patch: {set: {'metadata.releaseType': 'someday'}},
      }),
    ).rejects.toMatchObject({statusCode: 400})
    expect((await maya.getDocument(`_.releases.${releaseId}`))?.metadata.releaseType).toBe('scheduled')
  })

  it('archives a release (its versions go), unarchives it (they come back) and deletes it', async () => {
    const {releaseId} = await maya.releases.create({metadata: {title: 'Maybe later', releaseType: 'undecided'}})
    await addToRelease(maya, releaseId, PRO)
    await setPrice(maya, releaseId, PRO, 89)
    await expect(maya.releases.delete({releaseId})).rejects.toMatchObject({statusCode: 409})
    await maya.releases.archive({releaseId})
    expect(await maya.getDocument(`versions.${releaseId}.${PRO}`)).toBeUndefined()
    expect(await maya.getDocument(`_.releases.${releaseId}`)).toMatchObject({
      state: 'archived',
      finalDocumentStates: [{id: `versions.${releaseId}.${PRO}`}],
    })
    // An archived release's documents, as the Studio reads them: from the history, at their last revision.
    const archived = (await maya.request({
      url: `/data/history/production/documents/versions.${releaseId}.${PRO}?lastRevision=true`,
    })) as {documents: Array<{price: {amount: number}}>}
    expect(archived.documents[0]?.price.amount).toBe(89)

    await maya.releases.unarchive({releaseId})
    await vi.waitFor(async () => expect((await maya.getDocument(`_.releases.${releaseId}`))?.state).toBe('active'))
    expect(await price(maya, PRO, [releaseId])).toBe(89)
    const activity = (await maya.request({url: `/data/history/production/events/releases/${releaseId}`})) as {
      events: Array<{type: string}>
    }
    expect(activity.events.map((e) => e.type).slice(0, 2)).toEqual(['unarchiveRelease', 'archiveRelease'])

    await maya.releases.archive({releaseId})
    await maya.releases.delete({releaseId})
    expect(await maya.getDocument(`_.releases.${releaseId}`)).toBeUndefined()
    expect(await price(maya, PRO)).toBe(99.99)
    // Releases are the release actions' to change, never the mutate API's.
    await expect(
      maya.createOrReplace({_id: `_.releases.${releaseId}`, _type: 'system.release'} as never),
    ).rejects.toMatchObject({statusCode: 403})
  })

  it('publishes what the release holds over a change published after the document was added, and history keeps both', async () => {
    const {releaseId} = await maya.releases.create({metadata: {title: 'New price', releaseType: 'asap'}})
    await addToRelease(maya, releaseId, PRO)
    await setPrice(maya, releaseId, PRO, 69)
    // Sam publishes a new subtitle directly, after Pro was added to the release.
    const sam = clientFor(lake, lake.identities.tokenFor('Sam Ortiz'))
    await sam.action({
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${PRO}`,
      publishedId: PRO,
      patch: {set: {subtitle: 'Up to 3 users'}},
    })
    await sam.action({actionType: 'sanity.action.document.publish', draftId: `drafts.${PRO}`, publishedId: PRO})
    const samsRevision = (await maya.getDocument(PRO))!._rev

    // As the hosted API: the version replaces the published document as it is, no revision check.
    await maya.releases.publish({releaseId})
    const published = await maya.getDocument(PRO)
    expect(published).toMatchObject({subtitle: '1 user', price: {amount: 69}})
    // Sam's text is not lost: it is the revision before the release's, for the Studio to restore.
    const before = (await maya.request({
      url: `/data/history/production/documents/${PRO}?revision=${samsRevision}`,
    })) as {documents: Array<{subtitle: string}>}
    expect(before.documents[0]?.subtitle).toBe('Up to 3 users')
  })
})

describe('a scheduled release across a restart', () => {
  it('publishes when the Lake starts again if it fell due while the Lake was stopped, and calls the webhook', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-releases-'))
    const hooks = await webhookReceiver()
    try {
      const first = await startLocalLake({...lakeOptions(hooks.url), workingCopy: dir})
      const maya = clientFor(first, first.identities.tokenFor('Maya Chen'))
      const {releaseId} = await maya.releases.create({metadata: {title: 'Overnight', releaseType: 'scheduled'}})
      await addToRelease(maya, releaseId, STANDARD)
      await setPrice(maya, releaseId, STANDARD, 999)
      const publishAt = Date.now() + 700
      await maya.releases.schedule({releaseId, publishAt: new Date(publishAt).toISOString()})
      await first.stop()
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(publishAt + 100), {timeout: 2000, interval: 50})
      expect(hooks.received).toEqual([])

      const second = await startLocalLake({...lakeOptions(hooks.url), workingCopy: dir})
      try {
        const reader = clientFor(second, READ_TOKEN)
        expect(await price(reader, STANDARD)).toBe(999)
        expect((await reader.getDocument(`_.releases.${releaseId}`))?.state).toBe('published')
        await vi.waitFor(() => expect(hooks.received).toEqual([{_id: STANDARD, operation: 'update'}]))
      } finally {
        await second.stop()
      }
    } finally {
      await hooks.close()
      rmSync(dir, {recursive: true, force: true})
    }
  })
})

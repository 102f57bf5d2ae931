/**
 * The History API as the Studio's History inspector calls it (sanity/src/core/store/events, translog
 * and history): a testimonial edited, published and edited again through the Actions API, then its
 * events, its transactions and its revisions read back through the Lake's HTTP API, and Restore's
 * requests replayed. Each answer in the shape the Studio reads.
 */
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import {type LocalLake, startLocalLake} from './lake'

const seedFile = path.resolve(__dirname, '../studio/seed/production.ndjson')
const ROBOT_TOKEN = 'test-robot-token'
const DOC = 'testimonial-media-research-grace'
const DRAFT = `drafts.${DOC}`

interface Event {
  type: string
  documentId: string
  timestamp: string
  author: string
  revisionId?: string
  versionId?: string
  versionRevisionId?: string
  publishCause?: string
}

describe('the History API', () => {
  let lake: LocalLake
  let token: string
  let editorId: string
  const api = (route: string) => `${lake.apiOrigin}/v2025-02-19/data/${route}`
  const get = (route: string, withToken = true) =>
    fetch(api(route), {headers: withToken ? {authorization: `Bearer ${token}`} : {}})
  const getJson = async <T>(route: string): Promise<T> => {
    const res = await get(route)
    expect(res.status, `${route}: ${res.status}`).toBe(200)
    return (await res.json()) as T
  }
  const transactions = async (ids: string, query: Record<string, string>) => {
    const res = await get(`history/production/transactions/${ids}?${new URLSearchParams(query)}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/x-ndjson')
    return (await res.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown> & {id: string})
  }
  const act = async (...actions: Array<Record<string, unknown>>) => {
    const res = await fetch(api('actions/production'), {
      method: 'POST',
      headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
      body: JSON.stringify({actions}),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    return ((await res.json()) as {transactionId: string}).transactionId
  }
  const editQuote = (quote: string) =>
    act({actionType: 'sanity.action.document.edit', draftId: DRAFT, publishedId: DOC, patch: {set: {quote}}})
  const publish = () => act({actionType: 'sanity.action.document.publish', draftId: DRAFT, publishedId: DOC})
  const events = (id: string, query = 'limit=100') =>
    getJson<{events: Record<string, Event[]>; nextCursor: string}>(`history/production/events/documents/${id}?${query}`)

  beforeAll(async () => {
    lake = await startLocalLake({projectId: 'lake1', dataset: 'production', seedFile, port: 0, tokens: [ROBOT_TOKEN]})
  })
  afterAll(() => lake.stop())
  afterEach(() => lake.reset())

  /** Two edits, a publish, one more edit: what an editor does before opening History. */
  async function editPublishEdit() {
    token = lake.identities.tokenFor('Maya Chen')
    editorId = (lake.identities.fromHeader(`Bearer ${token}`) as {id: string}).id
    const created = await editQuote('First draft of the quote.')
    const edited = await editQuote('The quote as first published.')
    const published = await publish()
    const recreated = await editQuote('A newer quote, not published yet.')
    return {created, edited, published, recreated}
  }

  it('lists a draft’s lifecycle as the events API does, newest first, by its author', async () => {
    const tx = await editPublishEdit()
    const {events: byId, nextCursor} = await events(DRAFT)
    expect(nextCursor).toBe('')
    expect(Object.keys(byId)).toEqual([DRAFT])
    expect(byId[DRAFT]).toEqual([
      {
        type: 'createDocumentVersion',
        documentId: DOC,
        versionId: DRAFT,
        versionRevisionId: tx.recreated,
        timestamp: expect.any(String),
        author: editorId,
      },
      {
        type: 'publishDocumentVersion',
        documentId: DOC,
        revisionId: tx.published,
        versionId: DRAFT,
        // The draft's last revision: what the Studio's draft timeline selects for this entry.
        versionRevisionId: tx.edited,
        publishCause: 'document.publish',
        timestamp: expect.any(String),
        author: editorId,
      },
      {
        type: 'createDocumentVersion',
        documentId: DOC,
        versionId: DRAFT,
        versionRevisionId: tx.created,
        timestamp: expect.any(String),
        author: editorId,
      },
    ])
    const times = byId[DRAFT]!.map((e) => Date.parse(e.timestamp))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    // The published document's timeline: its publish only (drafts coming and going are not its events).
    expect((await events(DOC)).events[DOC]!.map((e) => [e.type, e.revisionId])).toEqual([
      ['publishDocumentVersion', tx.published],
    ])
    // The author is a user the Studio can name.
    const user = await fetch(`${lake.apiOrigin}/v2025-02-19/users/${editorId}`, {
      headers: {authorization: `Bearer ${token}`},
    })
    expect(await user.json()).toMatchObject({id: editorId, displayName: 'Maya Chen'})
  })

  it('pages events with limit and nextCursor', async () => {
    const tx = await editPublishEdit()
    const first = await events(DRAFT, 'limit=2')
    expect(first.events[DRAFT]!.map((e) => e.versionRevisionId)).toEqual([tx.recreated, tx.edited])
    expect(first.nextCursor).not.toBe('')
    const second = await events(DRAFT, `limit=2&nextCursor=${first.nextCursor}`)
    expect(second.events[DRAFT]!.map((e) => e.versionRevisionId)).toEqual([tx.created])
    expect(second.nextCursor).toBe('')
  })

  it('answers the transactions the Studio makes edit events and diffs from, as NDJSON with mendoza effects', async () => {
    const tx = await editPublishEdit()
    // getDocumentTransactions: from the newest event's revision to now, that revision included.
    const lines = await transactions(DRAFT, {
      tag: 'sanity.studio.documents.history',
      excludeContent: 'true',
      limit: '50',
      includeIdentifiedDocumentsOnly: 'true',
      effectFormat: 'mendoza',
      fromTransaction: tx.edited,
    })
    expect(lines.map((l) => l.id)).toEqual([tx.edited, tx.published, tx.recreated])
    const [edit, publishing, recreation] = lines
    expect(Object.keys(edit!).sort()).toEqual(['author', 'documentIDs', 'effects', 'id', 'mutations', 'timestamp'])
    expect(edit).toMatchObject({
      author: editorId,
      documentIDs: [DRAFT],
      // excludeContent: a mutation names its document only.
      mutations: [{createOrReplace: {_id: DRAFT}}],
    })
    const effect = (edit!.effects as Record<string, {apply: unknown[]; revert: unknown[]}>)[DRAFT]!
    expect(effect.apply).toEqual([0, expect.objectContaining({_id: DRAFT, quote: 'The quote as first published.'})])
    expect(effect.revert).toEqual([0, expect.objectContaining({quote: 'First draft of the quote.'})])
    expect(effect.apply[1]).not.toHaveProperty('_rev')
    // The publish deletes the draft; only the named document is in the entry (includeIdentifiedDocumentsOnly).
    expect(publishing).toMatchObject({
      documentIDs: [DRAFT],
      mutations: [{delete: {id: DRAFT}}],
      effects: {[DRAFT]: {apply: [0, null]}},
    })
    expect((recreation!.effects as Record<string, {revert: unknown[]}>)[DRAFT]!.revert).toEqual([0, null])

    // Without includeIdentifiedDocumentsOnly, the whole transaction; with reverse and limit, the newest first.
    const whole = await transactions(DRAFT, {fromTransaction: tx.published, toTransaction: tx.published})
    expect(whole).toEqual([
      expect.objectContaining({id: tx.published, documentIDs: [DOC, DRAFT], mutations: expect.any(Array)}),
    ])
    expect(whole[0]).not.toHaveProperty('effects')
    const newest = await transactions(`${DOC},${DRAFT}`, {reverse: 'true', limit: '1', excludeContent: 'true'})
    expect(newest.map((l) => l.id)).toEqual([tx.recreated])
    expect(await transactions(DRAFT, {authors: 'someone-else'})).toEqual([])
  })

  it('returns a document at a revision or a time, and none for a revision it does not hold', async () => {
    const seedQuote = lake.store.get(DOC)?.quote
    const tx = await editPublishEdit()
    // The Studio's draft timeline: one id, the publish entry's draft revision.
    const atPublish = await getJson<{documents: Array<Record<string, unknown>>}>(
      `history/production/documents/${DRAFT}?revision=${tx.edited}`,
    )
    expect(atPublish.documents).toEqual([
      expect.objectContaining({_id: DRAFT, _rev: tx.edited, quote: 'The quote as first published.'}),
    ])
    // Restore asks for the pair and picks the one at that revision.
    const pair = await getJson<{documents: Array<Record<string, unknown>>}>(
      `history/production/documents/${DOC},${DRAFT}?revision=${tx.published}`,
    )
    expect(pair.documents).toEqual([
      expect.objectContaining({_id: DOC, _rev: tx.published, quote: 'The quote as first published.'}),
    ])
    // At a time: as it was then (the seed's quote before the publish, and the draft's first text).
    const created = lake.log.get(tx.created)!.timestamp
    const then = await getJson<{documents: Array<Record<string, unknown>>}>(
      `history/production/documents/${DOC},${DRAFT}?time=${encodeURIComponent(created)}`,
    )
    expect(then.documents.map((d) => [d._id, d.quote])).toEqual([
      [DOC, seedQuote],
      [DRAFT, 'First draft of the quote.'],
    ])

    // A revision it does not hold finds no document, as the hosted Lake answers one past its retention.
    const unknown = await getJson(`history/production/documents/${DOC},${DRAFT}?revision=no-such-revision`)
    expect(unknown).toEqual({documents: []})
    // A revision from before the log (the seed's) is the document's if it is unchanged since.
    const untouched = 'testimonial-home-sarah'
    const seedRevision = lake.store.get(untouched)?._rev as string
    expect(await getJson(`history/production/documents/${untouched}?revision=${seedRevision}`)).toEqual({
      documents: [lake.store.get(untouched)],
    })
    const both = await get(`history/production/documents/${DRAFT}?revision=${tx.edited}&time=2020-01-01T00:00:00Z`)
    expect(both.status).toBe(400)
  })

  it('restores an earlier revision as the Studio does: replaceDraft with the document at that revision, then publish', async () => {
    const tx = await editPublishEdit()
    await editQuote('The quote as published the second time.')
    await publish()
    expect(lake.store.get(DRAFT)).toBeUndefined()

    // historyStore.restore: the pair at the revision, the one whose _rev it is, without _updatedAt, as the draft.
    const {documents} = await getJson<{documents: Array<Record<string, unknown>>}>(
      `history/production/documents/${DOC},${DRAFT}?revision=${tx.edited}`,
    )
    const atRevision = documents.find((d) => d._rev === tx.edited)!
    const {_updatedAt, ...restored} = atRevision
    await act({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: DOC,
      attributes: {...restored, _id: DRAFT},
    })
    expect(lake.store.get(DRAFT)?.quote).toBe('The quote as first published.')
    await publish()
    expect(lake.store.get(DOC)?.quote).toBe('The quote as first published.')
    expect(lake.store.get(DRAFT)).toBeUndefined()
    // And the restore is itself history: the draft was created again, then published.
    expect((await events(DRAFT)).events[DRAFT]!.slice(0, 2).map((e) => e.type)).toEqual([
      'publishDocumentVersion',
      'createDocumentVersion',
    ])
  })

  it('keeps a bounded history: the oldest revisions of a much-edited document are gone, and asked for, found nowhere', async () => {
    token = lake.identities.tokenFor('Maya Chen')
    const first = await editQuote('Edit 0')
    let last = first
    for (let i = 1; i <= 205; i++) last = await editQuote(`Edit ${i}`)
    const kept = await transactions(DRAFT, {excludeContent: 'true'})
    expect(kept).toHaveLength(200)
    expect(kept.at(-1)!.id).toBe(last)
    expect(kept.some((l) => l.id === first)).toBe(false)
    expect(await getJson(`history/production/documents/${DRAFT}?revision=${first}`)).toEqual({documents: []})
    // The draft's creation is no longer known either: its timeline starts after it.
    expect((await events(DRAFT)).events[DRAFT]).toEqual([])
  })

  it('keeps history across a restart: a Lake with a working copy lists the same events after it starts again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lake-history-'))
    const options = {projectId: 'lake1', dataset: 'production', seedFile, workingCopy: dir, port: 0, tokens: []}
    const running = lake
    try {
      lake = await startLocalLake(options)
      const tx = await editPublishEdit()
      const before = await events(DRAFT)
      await lake.stop()
      lake = await startLocalLake(options)
      // The session survives too (the working copy keeps it), so the same token reads the history.
      expect(await events(DRAFT)).toEqual(before)
      expect(before.events[DRAFT]!.map((e) => e.versionRevisionId)).toEqual([tx.recreated, tx.edited, tx.created])
    } finally {
      await lake.stop()
      lake = running
      rmSync(dir, {recursive: true, force: true})
    }
  })

  it('tells live edits, unpublishing and deletion apart, on the timelines they belong to', async () => {
    token = lake.identities.tokenFor('Maya Chen')
    const NEW = 'testimonial-history-new'
    const mutate = async (mutations: unknown[]) => {
      const res = await fetch(api('mutate/production'), {
        method: 'POST',
        headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
        body: JSON.stringify({mutations}),
      })
      return ((await res.json()) as {transactionId: string}).transactionId
    }
    const created = await mutate([{create: {_id: NEW, _type: 'testimonial', quote: 'Created by a script.'}}])
    const patched = await mutate([{patch: {id: NEW, set: {quote: 'Patched by a script.'}}}])
    await act({actionType: 'sanity.action.document.unpublish', publishedId: NEW, draftId: `drafts.${NEW}`})
    await act({actionType: 'sanity.action.document.delete', publishedId: NEW, includeDrafts: [`drafts.${NEW}`]})
    const types = async (id: string) => (await events(id)).events[id]!.map((e) => [e.type, e.revisionId ?? e.versionId])
    expect(await types(NEW)).toEqual([
      ['deleteDocumentGroup', undefined],
      ['unpublishDocument', `drafts.${NEW}`],
      ['updateLiveDocument', patched],
      ['createLiveDocument', created],
    ])
    // The draft's timeline: made by the unpublish, gone with the group.
    expect(await types(`drafts.${NEW}`)).toEqual([
      ['deleteDocumentGroup', undefined],
      ['unpublishDocument', `drafts.${NEW}`],
    ])
    // The last state before the deletion is still there to restore.
    const last = await getJson<{documents: Array<{quote: string}>}>(
      `history/production/documents/${NEW},drafts.${NEW}?lastRevision=true`,
    )
    expect(last.documents.map((d) => d.quote)).toEqual(['Patched by a script.', 'Patched by a script.'])
  })

  it('asks a token, as the real API does', async () => {
    await editPublishEdit()
    for (const route of [
      `history/production/events/documents/${DRAFT}?limit=10`,
      `history/production/transactions/${DRAFT}?excludeContent=true`,
      `history/production/documents/${DRAFT}?lastRevision=true`,
    ]) {
      const res = await get(route, false)
      expect(res.status, route).toBe(401)
      expect(await res.json()).toEqual({statusCode: 401, error: 'Unauthorized', message: 'Session not found'})
    }
  })

  it('finds a deleted draft’s last state with lastRevision, and answers a new document’s history as empty', async () => {
    token = lake.identities.tokenFor('Maya Chen')
    await editQuote('A draft about to be discarded.')
    await act({actionType: 'sanity.action.document.discard', draftId: DRAFT})
    const last = await getJson<{documents: Array<{quote: string}>}>(
      `history/production/documents/${DOC},${DRAFT}?lastRevision=true`,
    )
    expect(last.documents.map((d) => d.quote)).toEqual([expect.any(String), 'A draft about to be discarded.'])
    expect((await events(DRAFT)).events[DRAFT]!.map((e) => e.type)).toEqual([
      'deleteDocumentVersion',
      'createDocumentVersion',
    ])
    expect(await events('drafts.never-edited')).toEqual({events: {'drafts.never-edited': []}, nextCursor: ''})
    expect(await transactions('never-edited', {})).toEqual([])
  })
})

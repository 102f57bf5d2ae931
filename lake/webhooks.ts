/**
 * GROQ-powered webhooks, as sanity.io/manage sets them up: after each transaction, one POST per
 * published document it changed that passes the webhook's filter, with the projection as the body
 * (`before()`, `after()` and `delta::operation()` included), signed as @sanity/webhook signs.
 */
import {randomUUID} from 'node:crypto'
import {encodeSignatureHeader} from '@sanity/webhook'
import {evaluate, parse} from 'groq-js'
import {isPrivateId} from './query'
import type {Transaction} from './documents'

export interface WebhookConfig {
  url: string
  secret: string
  /** A GROQ filter, as typed in sanity.io/manage (`_type in [...]`). */
  filter: string
  /** A GROQ projection, as typed in sanity.io/manage (`{_type, _id, ...}`). */
  projection: string
}

export interface WebhookDelivery {
  at: number
  url: string
  body: unknown
  status: number | 'failed'
}

export async function deliverWebhooks(
  hooks: WebhookConfig[],
  transaction: Transaction,
  project: {projectId: string; dataset: string},
  record: (delivery: WebhookDelivery) => void,
) {
  const published = transaction.changes.filter((change) => !isPrivateId(change.id))
  await Promise.all(
    hooks.flatMap((hook) =>
      published.map(async (change) => {
        const doc = change.after ?? change.before!
        const context = {before: change.before, after: change.after}
        const filter = await evaluate(parse(`*[${hook.filter}]`), {dataset: [doc], ...context})
        if (!((await filter.get()) as unknown[]).length) return
        const projected = await evaluate(parse(`*[0]${hook.projection}`, {mode: 'delta'}), {dataset: [doc], ...context})
        const body = JSON.stringify(await projected.get())
        const delivery: WebhookDelivery = {at: Date.now(), url: hook.url, body: JSON.parse(body), status: 'failed'}
        record(delivery)
        try {
          const res = await fetch(hook.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), hook.secret),
              'sanity-operation': change.after ? (change.before ? 'update' : 'create') : 'delete',
              'sanity-document-id': change.id,
              'sanity-project-id': project.projectId,
              'sanity-dataset': project.dataset,
              'sanity-transaction-id': transaction.id,
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

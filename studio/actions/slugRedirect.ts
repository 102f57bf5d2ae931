import {apiVersion} from '@agency/schemas/lib/api'
import {planSlugChange, type SlugChangePlan, type StoredRedirect} from '@agency/schemas/lib/redirects'
import {useToast} from '@sanity/ui/toast'
import {type DocumentActionComponent, type DocumentActionProps, type SanityClient, useClient} from 'sanity'

/** How long the action waits for the publish to reach the Content Lake before it writes the redirect. */
const PUBLISHED_WITHIN_MS = 15_000

const slugOf = (doc: unknown) => (doc as {slug?: {current?: string}} | null | undefined)?.slug?.current

/** Waits until the published document carries the new slug, so the redirect never leads to a missing page. */
async function untilPublished(client: SanityClient, id: string, slug: string): Promise<boolean> {
  const deadline = Date.now() + PUBLISHED_WITHIN_MS
  while (Date.now() < deadline) {
    const current = await client.fetch<string | null>('*[_id == $id][0].slug.current', {id}, {perspective: 'published'})
    if (current === slug) return true
    await new Promise((resolve) => setTimeout(resolve, 400))
  }
  return false
}

/** Writes the plan in one transaction: published documents, live at once like the page itself. */
function commit(client: SanityClient, plan: SlugChangePlan) {
  const tx = client.transaction()
  for (const r of plan.remove) tx.delete(r._id)
  for (const r of plan.retarget) tx.patch(r._id, (p) => p.set({destination: r.destination}))
  tx.create({_type: 'redirect', ...plan.create})
  return tx.commit()
}

/**
 * The publish action of pages, articles and blog categories, with one addition: when the document was published before
 * under another slug, it creates the permanent redirect from the old address to the new one (and
 * retargets or removes redirects so none chains or loops: planSlugChange in schemas/lib/redirects.ts
 * decides), then tells the editor what it did.
 */
function usePublishWithRedirect(publish: DocumentActionComponent, props: DocumentActionProps) {
  const base = publish(props)
  const client = useClient({apiVersion})
  const toast = useToast()
  if (!base) return base
  return {
    ...base,
    onHandle: async () => {
      const newSlug = slugOf(props.draft)
      const publishedSlug = slugOf(props.published)
      const moves = Boolean(props.draft && publishedSlug && newSlug && publishedSlug !== newSlug)
      const redirects = moves
        ? await client.fetch<StoredRedirect[]>(
            '*[_type == "redirect" && !(_id in path("drafts.**"))]{_id, source, destination, "permanent": permanent != false}',
          )
        : []
      const plan = planSlugChange({type: props.type, publishedSlug, newSlug, redirects})
      base.onHandle?.()
      if (!plan || !newSlug) return
      try {
        if (!(await untilPublished(client, props.id, newSlug)))
          throw new Error('the new address was not published in time')
        await commit(client, plan)
        const changed = plan.retarget.length + plan.remove.length
        toast.push({
          status: 'success',
          title: 'Redirect created',
          description: `${plan.create.source} now leads to ${plan.create.destination} (308 permanent).${
            changed ? ` ${changed} older redirect${changed === 1 ? ' was' : 's were'} updated so none chains.` : ''
          } See Redirects.`,
          duration: 10_000,
        })
      } catch (error) {
        toast.push({
          status: 'warning',
          title: 'The old address has no redirect',
          description: `Add one under Redirects from ${plan.create.source} to ${plan.create.destination} (${(error as Error).message}).`,
          duration: 15_000,
        })
      }
    },
  }
}

/** One wrapper per original action, so the Studio sees the same component on every resolve. */
const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

export function withSlugRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  let action = wrapped.get(publish)
  if (!action) {
    action = Object.assign((props: DocumentActionProps) => usePublishWithRedirect(publish, props), {
      action: publish.action,
      displayName: 'PublishWithRedirect',
    })
    wrapped.set(publish, action)
  }
  return action
}

import {TransferIcon} from '@sanity/icons/Transfer'
import {defineField, defineType, type ValidationContext} from '@sanity/types'
import {apiVersion} from '../lib/api'
import {
  chainProblem,
  destinationProblem,
  publishedAddressOf,
  type RedirectRule,
  redirectStatus,
  sourceProblem,
} from '../lib/redirects'

/** The other published redirects (never drafts, never this one), for the chain and loop rules. */
async function otherRedirects(context: ValidationContext): Promise<RedirectRule[]> {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '')
  return context
    .getClient({apiVersion})
    .fetch<RedirectRule[]>(
      '*[_type == "redirect" && !(_id in [$id, "drafts." + $id]) && !(_id in path("drafts.**")) && defined(source) && defined(destination)]{source, destination, "permanent": permanent != false}',
      {id},
    )
}

const field = <K extends keyof RedirectRule>(context: ValidationContext, key: K) =>
  (context.document as Partial<RedirectRule> | undefined)?.[key]

/**
 * A redirect editors manage: the site answers a request for `source` with 308 (permanent) or 307
 * (temporary) to `destination`, keeping the query string, within seconds of publishing (web/proxy.ts).
 * The rules live in lib/redirects.ts. The Studio also creates one when a published page or article gets
 * a new slug (studio/actions/slugRedirect.ts).
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: TransferIcon,
  fields: [
    defineField({
      name: 'source',
      title: 'Old address',
      type: 'string',
      description:
        'The path visitors arrive at, e.g. /old-page or /blog/old-article. Its query string (?…) is passed on to the new address.',
      validation: (r) => [
        r.required().custom((value) => sourceProblem(value) ?? true),
        r.custom(async (value, context) => {
          if (typeof value !== 'string' || sourceProblem(value)) return true
          const id = (context.document?._id ?? '').replace(/^drafts\./, '')
          const taken = await context
            .getClient({apiVersion})
            .fetch<number>(
              'count(*[_type == "redirect" && source == $source && !(_id in [$id, "drafts." + $id]) && !(_id in path("drafts.**"))])',
              {source: value, id},
            )
          return taken === 0 ? true : 'Another redirect already starts at this address'
        }),
        r
          .custom(async (value, context) => {
            const shadowed = typeof value === 'string' ? publishedAddressOf(value) : null
            if (!shadowed) return true
            const published = await context
              .getClient({apiVersion})
              .fetch<number>(
                'count(*[_type == $type && slug.current == $slug && !(_id in path("drafts.**"))])',
                shadowed,
              )
            return published === 0
              ? true
              : 'A published page, article or category page has this address: the redirect will send its visitors away from it'
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'destination',
      title: 'New address',
      type: 'string',
      description:
        'Where visitors go instead: a path on this site (/new-page) or a full https:// address. It must not be redirected itself.',
      validation: (r) =>
        r.required().custom(async (value, context) => {
          const problem = destinationProblem(value)
          if (problem) return problem
          const source = field(context, 'source')
          if (typeof source !== 'string' || sourceProblem(source)) return true
          return chainProblem({source, destination: value as string}, await otherRedirects(context)) ?? true
        }),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description:
        'On: the move is for good (308); search engines move the old address’s ranking to the new one. Off: temporary (307), for a page that will come back.',
      initialValue: true,
      validation: (r) => r.required(),
    }),
  ],
  orderings: [{title: 'Old address', name: 'sourceAsc', by: [{field: 'source', direction: 'asc'}]}],
  preview: {
    select: {source: 'source', destination: 'destination', permanent: 'permanent'},
    prepare: ({source, destination, permanent}) => ({
      title: `${source ?? '…'} → ${destination ?? '…'}`,
      subtitle: `${redirectStatus({permanent: permanent !== false})} ${permanent === false ? 'temporary' : 'permanent'}`,
    }),
  },
})

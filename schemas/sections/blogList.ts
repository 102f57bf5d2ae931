import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {priceProjection} from '../objects/price'
import {siteWordingProjection} from '../objects/wording'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * The article grid ("Latest Articles"): the newest articles, up to the page size, with numbered links
 * to the archive's further pages (/blog/page/2, ...); or the chosen ones, newest first, all of them.
 */
const blogList = defineType({
  name: 'blogList',
  title: 'Blog articles',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'articles',
      title: 'Articles',
      type: 'array',
      description: 'Leave empty to list every article. Either way they are shown newest first.',
      of: [defineArrayMember({type: 'reference', to: [{type: 'blogArticle'}]})],
      validation: (r) => r.unique(),
    }),
    defineField({
      name: 'pageSize',
      title: 'Articles per page',
      type: 'number',
      description:
        'How many of the newest articles the grid shows; the rest are on the archive pages it links to (/blog/page/2 and on). The archive and the category pages show as many per page. Default 12.',
      initialValue: 12,
      validation: (r) => r.integer().min(3).max(48),
    }),
  ],
  preview: {
    select: {title: 'heading', articles: 'articles'},
    prepare: ({title, articles}) => ({
      title: `Blog articles: ${title ?? ''}`,
      subtitle: articles?.length ? `${articles.length} chosen` : 'All articles',
    }),
  },
})

/** An article's body with each quoted price resolved to the offer that holds it. */
export const blogBodyProjection = /* groq */ `body[]{..., children[]{..., _type == "priceRef" => {"offer": offer->{_id, title, "price": price${priceProjection}}}}}`

/** The one order of articles everywhere (grid, archive, categories, feed, previous and next): newest first. */
export const articleOrder = /* groq */ `order(date desc, _id asc)`

/**
 * What the grid needs to know of its articles: their ids in order (the cards themselves are read for
 * the shown page only, content/blog-queries.ts, so the page's answer stays small with 1,000 articles),
 * whether an editor chose them, and its page size (3 to 48, default 12: web/blog/pagination.ts).
 */
const blogListProjection = /* groq */ `_type == "blogList" => {${sectionBaseProjection}, pageSize, "chosen": count(articles) > 0, "articleIds": select(
  count(articles) > 0 => articles[]->[defined(slug.current)] | ${articleOrder}._id,
  *[_type == "blogArticle" && defined(slug.current)] | ${articleOrder}._id
), "wording": ${siteWordingProjection}}`

export const blogListSection: Section = {schema: blogList, projection: blogListProjection, purpose: 'navigation'}

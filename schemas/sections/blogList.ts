import {ThLargeIcon} from '@sanity/icons/ThLarge'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {imageProjection} from '../objects/image'
import {priceProjection} from '../objects/price'
import {siteWordingProjection} from '../objects/wording'
import {sectionBaseProjection, sectionFields} from './common'

/** The article grid ("Latest Articles"): every article newest first, or the chosen ones (also newest first). */
export const blogList = defineType({
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

/** What a card needs: the article, its body (for the preview and the dialog) and whether it has a page. */
export const blogCardProjection = /* groq */ `{_id, title, "slug": slug.current, excerpt, date, "category": category->title, "image": image${imageProjection}, "body": ${blogBodyProjection}}`

export const blogListProjection = /* groq */ `_type == "blogList" => {${sectionBaseProjection}, "articles": select(
  count(articles) > 0 => articles[]-> | order(date desc) ${blogCardProjection},
  *[_type == "blogArticle" && defined(slug.current)] | order(date desc) ${blogCardProjection}
), "wording": ${siteWordingProjection}}`

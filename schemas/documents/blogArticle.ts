import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {TagIcon} from '@sanity/icons/Tag'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {formatArticleDate} from '../lib/date'
import {altField} from '../objects/image'
import {textBlockStyles} from '../lib/blocks'

/**
 * A price quoted inside an article's text. It points at the package or offer that holds the price, so
 * the article always shows the current price, formatted like everywhere else.
 */
export const priceRef = defineType({
  name: 'priceRef',
  title: 'Price',
  type: 'object',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'offer',
      title: 'Package or offer',
      type: 'reference',
      to: [{type: 'servicePackage'}],
      description: 'The article shows this offer\'s price, e.g. "$99.99/month".',
      validation: (r) => r.required(),
    }),
  ],
  preview: {select: {title: 'offer.title'}, prepare: ({title}) => ({title: `Price of ${title ?? '…'}`})},
})

export const blogArticle = defineType({
  name: 'blogArticle',
  title: 'Blog article',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    {name: 'main', title: 'Article', default: true},
    {name: 'seo', title: 'Search and sharing'},
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'main',
      validation: (r) => r.required().min(10).max(120),
    }),
    defineField({
      name: 'slug',
      title: 'Address (slug)',
      type: 'slug',
      group: 'main',
      description: "The article's address: /blog/<slug>. Unique among articles.",
      options: {source: 'title', maxLength: 96},
      validation: (r) =>
        r.required().custom((v) => {
          const s = (v as {current?: string} | undefined)?.current
          return !s || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s) ? true : 'Lowercase letters, digits and single dashes only'
        }),
    }),
    defineField({
      name: 'date',
      title: 'Publication date',
      type: 'date',
      group: 'main',
      description: 'Publication date, shown as "Apr 6, 2025". Newest articles are listed first.',
      options: {dateFormat: 'MMM D, YYYY'},
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{type: 'blogCategory'}],
      group: 'main',
      description: 'Shown on the article\'s card and page. Add a new category under "Blog categories".',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'main',
      description: 'One or two sentences under the title on the card and in search results.',
      validation: (r) => r.required().min(40).max(300),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      group: 'main',
      options: {hotspot: true},
      fields: [defineField(altField)],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'body',
      title: 'Content',
      type: 'array',
      group: 'main',
      description: 'Without content the card\'s "Read More" leads to the contact page and the article has no page.',
      of: [
        defineArrayMember({
          type: 'block',
          styles: textBlockStyles,
          lists: [{title: 'Bullet', value: 'bullet'}],
          marks: {decorators: [{title: 'Bold', value: 'strong'}], annotations: []},
          of: [defineArrayMember({type: 'priceRef'})],
        }),
      ],
      validation: (r) =>
        r
          .custom((v) =>
            Array.isArray(v) && v.length > 0 ? true : 'An article without content only links to the contact page',
          )
          .warning(),
    }),
    defineField({name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo', validation: (r) => r.required()}),
  ],
  orderings: [{title: 'Newest first', name: 'dateDesc', by: [{field: 'date', direction: 'desc'}]}],
  preview: {
    select: {title: 'title', date: 'date', category: 'category.title', media: 'image'},
    prepare: ({title, date, category, media}) => ({
      title,
      subtitle: [formatArticleDate(date as string | undefined), category].filter(Boolean).join(' · '),
      media,
    }),
  },
})

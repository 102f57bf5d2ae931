import {SearchIcon} from '@sanity/icons/Search'
import {defineField, defineType} from '@sanity/types'
import {validateHttps} from '../lib/validation'

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  icon: SearchIcon,
  options: {collapsible: true, collapsed: false},
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The browser tab and search result title. About 50-60 characters.',
      validation: (r) => r.required().max(70),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'The search result snippet. About 120-160 characters.',
      validation: (r) => r.required().min(50).max(200),
    }),
    defineField({
      name: 'keywords',
      title: 'Keywords',
      type: 'array',
      of: [{type: 'string'}],
      options: {layout: 'tags'},
      validation: (r) => r.required().min(1),
    }),
    defineField({
      name: 'canonicalUrl',
      title: 'Canonical URL',
      type: 'url',
      description: 'Only when this page is a copy of another address. Empty means the page itself.',
      validation: (r) => r.uri({scheme: ['https']}).custom(validateHttps),
    }),
    defineField({
      name: 'image',
      title: 'Share image',
      type: 'image',
      description: 'Shown when the page is shared (1200×630). Empty uses the site default.',
      fields: [defineField({name: 'alt', title: 'Alternative text', type: 'string'})],
    }),
  ],
})

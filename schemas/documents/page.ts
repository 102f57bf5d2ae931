import {DocumentIcon} from '@sanity/icons/Document'
import {defineField, defineType} from '@sanity/types'
import {sectionTypeNames} from '../sections'

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  groups: [
    {name: 'content', title: 'Content', default: true},
    {name: 'seo', title: 'Search and sharing'},
  ],
  fields: [
    defineField({name: 'title', type: 'string', group: 'content', description: 'The page\'s name in the Studio and the sidebar.', validation: (r) => r.required().max(80)}),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description: 'The address after the domain: "ai-voice-agents" is /ai-voice-agents. The home page is "index".',
      options: {source: 'title', maxLength: 96},
      validation: (r) =>
        r
          .required()
          .custom((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test((slug as {current?: string} | undefined)?.current ?? ''))
          .error('Lowercase letters, digits and dashes only'),
    }),
    defineField({name: 'seo', type: 'seo', group: 'seo', validation: (r) => r.required()}),
    defineField({
      name: 'sections',
      type: 'array',
      group: 'content',
      description: 'The page from top to bottom. The first section should be a hero: it holds the page\'s only h1.',
      of: sectionTypeNames.map((type) => ({type})),
      validation: (r) => r.required().min(1),
    }),
  ],
  preview: {select: {title: 'title', slug: 'slug.current'}, prepare: ({title, slug}) => ({title, subtitle: slug === 'index' ? '/' : `/${slug}`})},
})

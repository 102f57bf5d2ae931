import {DocumentIcon} from '@sanity/icons/Document'
import {defineField, defineType} from '@sanity/types'
import {sectionsInsertMenu, sectionTypeNames} from '../sections'

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
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      description: "The page's name in the Studio and the sidebar.",
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'slug',
      title: 'Address (slug)',
      type: 'slug',
      group: 'content',
      description: 'The address after the domain: "ai-voice-agents" is /ai-voice-agents. The home page is "index".',
      options: {
        source: 'title',
        maxLength: 96,
        slugify: (input: string) =>
          input
            .toLowerCase()
            .normalize('NFKD')
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-+|-+$/g, '')
            .slice(0, 96),
      },
      validation: (r) => r.required(),
    }),
    defineField({name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo', validation: (r) => r.required()}),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description: "The page from top to bottom. The first section should be a hero: it holds the page's only h1.",
      of: sectionTypeNames.map((type) => ({type})),
      options: {insertMenu: sectionsInsertMenu},
      validation: (r) => r.required().min(1),
    }),
  ],
  // The slug becomes the address: only lowercase words joined by dashes. (Sanity reports rules that
  // point at a slug as warnings; slugify below keeps generated slugs valid.)
  validation: (r) =>
    r
      .custom((doc) => {
        const current = (doc as {slug?: {current?: string}} | undefined)?.slug?.current
        return !current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(current)
          ? true
          : {message: 'The slug may only have lowercase letters, digits and dashes', path: ['slug']}
      })
      .error(),
  // The list shows each page's address and the title search engines show, e.g. "/consulting · AI Consulting Services | Helix AI".
  preview: {
    select: {title: 'title', slug: 'slug.current', seoTitle: 'seo.title'},
    prepare: ({title, slug, seoTitle}) => ({
      title,
      subtitle: [slug === 'index' ? '/' : slug ? `/${slug}` : 'no address yet', seoTitle].filter(Boolean).join(' · '),
    }),
  },
})

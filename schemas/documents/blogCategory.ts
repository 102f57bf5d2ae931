import {TagIcon} from '@sanity/icons/Tag'
import {defineField, defineType} from '@sanity/types'

/** The categories the blog starts with, exactly as the cards show them (the seed creates one document each). */
export const BLOG_CATEGORIES = [
  'AI Research',
  'AI Startups',
  'BUSINESS NEWS',
  'AI Automation',
  'Lead Generation',
  'AI Platforms',
  'Technology',
  'Politics',
  'Artificial Intelligence & Machine Learning',
] as const

/** The document id of a seeded category: "AI Research" is blogCategory-ai-research. */
export const blogCategoryId = (title: string): string =>
  `blogCategory-${title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`

/** A blog category: articles point at one, and cards and article pages show its name. Editors can add more. */
export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Blog category',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'string',
      description:
        'Shown on the article cards and article pages exactly as written, e.g. "AI Research" or "BUSINESS NEWS".',
      validation: (r) =>
        r
          .required()
          .max(60)
          .custom(async (title, ctx) => {
            if (!title) return true
            const id = (ctx.document?._id ?? '').replace(/^drafts\./, '')
            const client = ctx.getClient({apiVersion: '2025-02-24'})
            const taken = await client.fetch<number>(
              'count(*[_type == "blogCategory" && title == $title && !(_id in [$id, "drafts." + $id])])',
              {title, id},
            )
            return taken === 0 ? true : 'Another category already has this name'
          }),
    }),
  ],
  orderings: [{title: 'Name', name: 'titleAsc', by: [{field: 'title', direction: 'asc'}]}],
  preview: {select: {title: 'title'}},
})

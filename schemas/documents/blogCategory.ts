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

/** A category's address part: "AI Research" is ai-research, "Artificial Intelligence & Machine Learning" artificial-intelligence-and-machine-learning. */
export const blogCategorySlug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** The document id of a seeded category: "AI Research" is blogCategory-ai-research. */
export const blogCategoryId = (title: string): string => `blogCategory-${blogCategorySlug(title)}`

/**
 * A blog category: articles point at one, cards and article pages show its name and link to its page,
 * /blog/category/<slug>, which shows its name and description above its articles. Editors can add more.
 */
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
    defineField({
      name: 'slug',
      title: 'Address (slug)',
      type: 'slug',
      description: "The category page's address: /blog/category/<slug>. Unique among categories.",
      options: {source: 'title', maxLength: 96, slugify: blogCategorySlug},
      validation: (r) =>
        r.required().custom((v) => {
          const s = (v as {current?: string} | undefined)?.current
          return !s || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s) ? true : 'Lowercase letters, digits and single dashes only'
        }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description:
        'Under the name on the category page and in search results: what readers find in this category and why it matters to their business.',
      validation: (r) => r.required().min(60).max(300),
    }),
  ],
  orderings: [{title: 'Name', name: 'titleAsc', by: [{field: 'title', direction: 'asc'}]}],
  preview: {select: {title: 'title', subtitle: 'slug.current'}},
})

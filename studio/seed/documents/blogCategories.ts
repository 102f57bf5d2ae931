import {BLOG_CATEGORIES, blogCategoryId, blogCategorySlug} from '@agency/schemas/documents/blogCategory'
import type {BlogCategory} from '@agency/web/sanity.types'
import type {SeedDoc} from '../lib'

/** What each category page says under its name (and in search results): what a reader finds there. */
const descriptions: Record<(typeof BLOG_CATEGORIES)[number], string> = {
  'AI Research':
    'Frontier AI research explained in plain language: reasoning models, retrieval, small language models and what each breakthrough changes in the tools your business can buy this year.',
  'AI Startups':
    'Who is raising, who is building and which young AI companies are worth watching, with what their products mean for businesses choosing suppliers and partners.',
  'BUSINESS NEWS':
    'The AI stories that move markets and budgets: funding rounds, partnerships, pricing changes and regulation, read for what they mean to a small or medium business.',
  'AI Automation':
    'Practical playbooks for automating the work your team repeats every day: which processes to start with, what they cost and how to measure the hours you win back.',
  'Lead Generation':
    'How AI finds, qualifies and follows up with prospects: speed to lead, conversational capture, scoring and CRM automation that turn website visitors into booked calls.',
  'AI Platforms':
    'Hands-on looks at the platforms businesses build on: agent builders, model providers, marketplaces and the integrations that decide what you can launch and what it costs.',
  Technology:
    'The technology behind AI products, from voice and speech to infrastructure and security, explained for the people who have to choose it, pay for it and support it.',
  Politics:
    'AI policy and regulation from the EU AI Act onwards: what the rules require, who they apply to and the steps a small business should take before the deadlines arrive.',
  'Artificial Intelligence & Machine Learning':
    'Core ideas of artificial intelligence and machine learning without the jargon: how models learn, where they fail and how to judge vendor claims before you invest.',
}

/** The blog's nine categories; articles (blog.ts) reference them by the name in their front matter. */
const categories: SeedDoc<BlogCategory>[] = BLOG_CATEGORIES.map((title) => ({
  _id: blogCategoryId(title),
  _type: 'blogCategory',
  title,
  slug: {_type: 'slug', current: blogCategorySlug(title)},
  description: descriptions[title],
}))

export default categories

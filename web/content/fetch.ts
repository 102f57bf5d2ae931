import 'server-only'
import {cache} from 'react'
import type {PageQueryResult, PageSlugsQueryResult, SettingsQueryResult} from '../sanity.types'
import {pageQuery, pageSlugsQuery, settingsQuery} from './queries'
import {sanityFetch} from './source'

/** Cache tags a page depends on: itself, and every document type its sections can reference. */
export const PAGE_TAGS = ['page', 'servicePackage', 'addOn', 'testimonial', 'serviceCard', 'teamMember', 'podcastEpisode', 'blogArticle', 'blogCategory', 'quizQuestion', 'quizSettings']

export const HOME_SLUG = 'index'

export const getSettings = cache(async () => {
  const settings = await sanityFetch<SettingsQueryResult>(settingsQuery, {}, {tags: ['siteSettings']})
  if (!settings) throw new Error('The siteSettings document is missing: create it in the Studio (Site settings) or run "npm run content:build".')
  return settings
})

export const getPage = cache(async (slug: string) => sanityFetch<PageQueryResult>(pageQuery, {slug}, {tags: [...PAGE_TAGS, `page:${slug}`]}))

export const getPageSlugs = cache(async () => sanityFetch<PageSlugsQueryResult>(pageSlugsQuery, {}, {tags: ['page']}))

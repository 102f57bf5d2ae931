/**
 * Every page-builder section type. Each area keeps its list in groups/<area>.ts so that work on
 * different pages touches different files. Adding a section means: its file in sections/ (schema +
 * projection), a line in its group's two lists, its component in web/sections/ and a line in the
 * web group registry (web/sections/groups/<area>.tsx).
 */
import {coreSectionProjections, coreSections} from '../groups/core'
import {pagesSectionProjections, pagesSections} from '../groups/pages'
import {mediaSectionProjections, mediaSections} from '../groups/media'
import {salesSectionProjections, salesSections} from '../groups/sales'
import {leadsSectionProjections, leadsSections} from '../groups/leads'
import {productsSectionProjections, productsSections} from '../groups/products'
import {industriesSectionProjections, industriesSections} from '../groups/industries'
import {blogSectionProjections, blogSections} from '../groups/blog'
import {quizSectionProjections, quizSections} from '../groups/quiz'

export const sectionTypes = [...coreSections, ...pagesSections, ...mediaSections, ...salesSections, ...leadsSections, ...productsSections, ...industriesSections, ...blogSections, ...quizSections]

export const sectionTypeNames = sectionTypes.map((s) => s.name)

/** The conditional projections of every section, for `sections[]{...}` in the page query. */
export const sectionProjections = /* groq */ `${coreSectionProjections}${pagesSectionProjections}${mediaSectionProjections}${salesSectionProjections}${leadsSectionProjections}${productsSectionProjections}${industriesSectionProjections}${blogSectionProjections}${quizSectionProjections}`

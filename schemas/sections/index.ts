/**
 * Every page-builder section type, in one list. Each section lives in one file in this folder that
 * exports its schema type and its GROQ projection, `_type == "name" => {...}`. This list builds:
 * - the page's `sections` field (documents/page.ts) and the schema types the Studio registers,
 * - the projections of the page query (`sectionProjections`, web/content/queries.ts),
 * - the section types a tab may hold (`inTabs`), which the tabs section offers and projects.
 *
 * Adding a section: its file here, one line in this list, then `npm run typegen` (it writes
 * projections.generated.ts, which TypeGen reads: TypeGen evaluates template strings, not arrays).
 * On the web side: its component in web/sections/ and one line in web/sections/registry.tsx.
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {addOns, addOnsProjection} from './addOns'
import {announcement, announcementProjection} from './announcement'
import {beforeAfter, beforeAfterProjection} from './beforeAfter'
import {blogList, blogListProjection} from './blogList'
import {callDemo, callDemoProjection} from './callDemo'
import {callToAction, callToActionProjection} from './callToAction'
import {cardGrid, cardGridProjection} from './cardGrid'
import {carousel, carouselProjection} from './carousel'
import {checklist, checklistProjection} from './checklist'
import {comparison, comparisonProjection} from './comparison'
import {contactDetails, contactDetailsProjection} from './contactDetails'
import {countdown, countdownProjection} from './countdown'
import {embed, embedProjection} from './embed'
import {episodeGrid, episodeGridProjection} from './episodeGrid'
import {faq, faqProjection} from './faq'
import {floatingTab, floatingTabProjection} from './floatingTab'
import {gallery, galleryProjection} from './gallery'
import {hero, heroProjection} from './hero'
import {integrations, integrationsProjection} from './integrations'
import {numberedTable, numberedTableProjection} from './numberedTable'
import {offerBox, offerBoxProjection} from './offerBox'
import {packages, packagesProjection} from './packages'
import {promoBanners, promoBannersProjection} from './promoBanners'
import {quiz, quizProjection} from './quiz'
import {readMore, readMoreProjection} from './readMore'
import {report, reportProjection} from './report'
import {richText, richTextProjection} from './richText'
import {sampleCase, sampleCaseProjection} from './sampleCase'
import {serviceCards, serviceCardsProjection} from './serviceCards'
import {stats, statsProjection} from './stats'
import {steps, stepsProjection} from './steps'
import {tabs, tabsProjection} from './tabs'
import {team, teamProjection} from './team'
import {testimonials, testimonialsProjection} from './testimonials'
import {uploadForm, uploadFormProjection} from './uploadForm'
import {videoGallery, videoGalleryProjection} from './videoGallery'
import {videoHero, videoHeroProjection} from './videoHero'

/** A section type as the list holds it. Tabs are the one section built from the others. */
type Entry =
  | {schema: SchemaTypeDefinition; projection: string; inTabs?: true}
  | {
      schema: (tabSectionTypes: readonly string[]) => SchemaTypeDefinition
      projection: (tabSectionProjections: string) => string
    }

/** Marks a section type that a tab may hold. */
const inTabs = true

const list: Entry[] = [
  {schema: hero, projection: heroProjection},
  {schema: videoHero, projection: videoHeroProjection},
  {schema: floatingTab, projection: floatingTabProjection},
  {schema: cardGrid, projection: cardGridProjection, inTabs},
  {schema: steps, projection: stepsProjection, inTabs},
  {schema: stats, projection: statsProjection, inTabs},
  {schema: faq, projection: faqProjection, inTabs},
  {schema: callToAction, projection: callToActionProjection, inTabs},
  {schema: testimonials, projection: testimonialsProjection, inTabs},
  {schema: serviceCards, projection: serviceCardsProjection},
  {schema: checklist, projection: checklistProjection, inTabs},
  {schema: embed, projection: embedProjection, inTabs},
  {schema: promoBanners, projection: promoBannersProjection},
  {schema: offerBox, projection: offerBoxProjection, inTabs},
  {schema: richText, projection: richTextProjection, inTabs},
  {schema: packages, projection: packagesProjection, inTabs},
  {schema: addOns, projection: addOnsProjection, inTabs},
  {schema: videoGallery, projection: videoGalleryProjection},
  {schema: numberedTable, projection: numberedTableProjection},
  {schema: team, projection: teamProjection},
  {schema: contactDetails, projection: contactDetailsProjection},
  {schema: beforeAfter, projection: beforeAfterProjection},
  {schema: episodeGrid, projection: episodeGridProjection},
  {schema: tabs, projection: tabsProjection},
  {schema: callDemo, projection: callDemoProjection, inTabs},
  {schema: uploadForm, projection: uploadFormProjection},
  {schema: report, projection: reportProjection},
  {schema: announcement, projection: announcementProjection},
  {schema: carousel, projection: carouselProjection},
  {schema: readMore, projection: readMoreProjection},
  {schema: countdown, projection: countdownProjection},
  {schema: gallery, projection: galleryProjection},
  {schema: comparison, projection: comparisonProjection},
  {schema: sampleCase, projection: sampleCaseProjection},
  {schema: integrations, projection: integrationsProjection},
  {schema: blogList, projection: blogListProjection},
  {schema: quiz, projection: quizProjection},
]

const isPlain = (entry: Entry): entry is Extract<Entry, {schema: SchemaTypeDefinition}> =>
  typeof entry.schema !== 'function'

const tabSections = list.filter(isPlain).filter((entry) => entry.inTabs)

/** The section types a tab may hold, by name. */
export const tabSectionTypes = tabSections.map((entry) => entry.schema.name)

const built = list.map((entry) =>
  isPlain(entry)
    ? {schema: entry.schema, projection: entry.projection}
    : {
        schema: entry.schema(tabSectionTypes),
        projection: entry.projection(tabSections.map((e) => e.projection).join(', ')),
      },
)

/** Every section's schema type, for the Studio. */
export const sectionTypes = built.map((entry) => entry.schema)

/** Every section type, by name: what a page's `sections` field may hold. */
export const sectionTypeNames = sectionTypes.map((schema) => schema.name)

/**
 * The page query's `sections[]{...}` body, built from the list above. The page query uses the copy in
 * projections.generated.ts (identical; a test checks it), because TypeGen reads that one.
 */
export const buildSectionProjections = () => built.map((entry) => entry.projection).join(',\n')

export {sectionProjections} from './projections.generated'

/** The source of projections.generated.ts. */
export const projectionsModule = () =>
  `// Generated by \`npm run typegen\` from the section list in sections/index.ts: do not edit.\n` +
  `export const sectionProjections = /* groq */ \`\n${buildSectionProjections().replace(/[`\\]|\$\{/g, (m) => `\\${m}`)}\n\`\n`

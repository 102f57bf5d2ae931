/**
 * Every page-builder section type, in one list. A section is two files and two lines:
 * - its file in this folder, exporting one entry (`Section`, section.ts): its schema, its projection,
 *   its group in the "Add section" menu, and whether a tab may hold it; and one line in this list.
 *   Its menu picture is `<name>.svg` beside the file.
 * - its component in web/sections/ and one line in web/sections/registry.tsx, which also says whether it
 *   hydrates.
 * Then `npm run typegen`: it writes projections.generated.ts (TypeGen evaluates template strings, not
 * arrays) and copies the pictures to where the Studio serves them. This list builds the page's
 * `sections` field and its "Add section" menu (documents/page.ts), the schema types the Studio
 * registers, the page query's projections (`sectionProjections`, web/content/queries.ts) and the
 * section types a tab may hold. Its order is the menu's within each group, and the page query's.
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {addOnsSection} from './addOns'
import {announcementSection} from './announcement'
import {beforeAfterSection} from './beforeAfter'
import {blogListSection} from './blogList'
import {callDemoSection} from './callDemo'
import {callToActionSection} from './callToAction'
import {cardGridSection} from './cardGrid'
import {carouselSection} from './carousel'
import {checklistSection} from './checklist'
import {comparisonSection} from './comparison'
import {contactDetailsSection} from './contactDetails'
import {countdownSection} from './countdown'
import {embedSection} from './embed'
import {episodeGridSection} from './episodeGrid'
import {faqSection} from './faq'
import {floatingTabSection} from './floatingTab'
import {gallerySection} from './gallery'
import {heroSection} from './hero'
import {integrationsSection} from './integrations'
import {numberedTableSection} from './numberedTable'
import {offerBoxSection} from './offerBox'
import {packagesSection} from './packages'
import {promoBannersSection} from './promoBanners'
import {quizSection} from './quiz'
import {readMoreSection} from './readMore'
import {reportSection} from './report'
import {richTextSection} from './richText'
import {sampleCaseSection} from './sampleCase'
import {serviceCardsSection} from './serviceCards'
import {statsSection} from './stats'
import {stepsSection} from './steps'
import {tabsSection} from './tabs'
import {teamSection} from './team'
import {testimonialsSection} from './testimonials'
import {uploadFormSection} from './uploadForm'
import {videoGallerySection} from './videoGallery'
import {videoHeroSection} from './videoHero'
import {type SectionMenuEntry, sectionInsertMenu} from './insertMenu'
import type {Section} from './section'

const list: Section[] = [
  heroSection,
  videoHeroSection,
  floatingTabSection,
  cardGridSection,
  stepsSection,
  statsSection,
  faqSection,
  callToActionSection,
  testimonialsSection,
  serviceCardsSection,
  checklistSection,
  embedSection,
  promoBannersSection,
  offerBoxSection,
  richTextSection,
  packagesSection,
  addOnsSection,
  videoGallerySection,
  numberedTableSection,
  teamSection,
  contactDetailsSection,
  beforeAfterSection,
  episodeGridSection,
  tabsSection,
  callDemoSection,
  uploadFormSection,
  reportSection,
  announcementSection,
  carouselSection,
  readMoreSection,
  countdownSection,
  gallerySection,
  comparisonSection,
  sampleCaseSection,
  integrationsSection,
  blogListSection,
  quizSection,
]

const isPlain = (entry: Section): entry is Extract<Section, {schema: SchemaTypeDefinition}> =>
  typeof entry.schema !== 'function'

const tabSections = list.filter(isPlain).filter((entry) => entry.inTabs)

/** The section types a tab may hold, by name. */
export const tabSectionTypes = tabSections.map((entry) => entry.schema.name)

const built = list.map((entry) =>
  isPlain(entry)
    ? {schema: entry.schema, projection: entry.projection, purpose: entry.purpose}
    : {
        schema: entry.schema(tabSectionTypes),
        projection: entry.projection(tabSections.map((e) => e.projection).join(', ')),
        purpose: entry.purpose,
      },
)

/** Every section's schema type, for the Studio. */
export const sectionTypes = built.map((entry) => entry.schema)

/** Every section type, by name: what a page's `sections` field may hold. */
export const sectionTypeNames = sectionTypes.map((schema) => schema.name)

/** Every section type by name with its menu group, in the list's order. */
const sectionMenuEntries: readonly SectionMenuEntry[] = built.map((entry) => ({
  name: entry.schema.name,
  purpose: entry.purpose,
}))

/** The page's "Add section" menu. */
export const sectionsInsertMenu = sectionInsertMenu(sectionMenuEntries)

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

/**
 * Every section type and the component that renders it: one line per section. The compiler checks
 * the list is complete: a section type in the schema (web/sanity.types.ts, from `npm run typegen`)
 * without a line here, or a component whose props do not fit its section's query result, is a type
 * error. Adding a section: its schema file and one line in schemas/sections/index.ts, its component
 * in this folder and one line here.
 */
import type {SectionType} from '../lib/types'
import {AddOns} from './AddOns'
import {Announcement} from './Announcement'
import {BeforeAfter} from './BeforeAfter'
import {BlogList} from './BlogList'
import {CallDemo} from './CallDemo'
import {CallToAction} from './CallToAction'
import {CardGrid} from './CardGrid'
import {Carousel} from './Carousel'
import {Checklist} from './Checklist'
import {Comparison} from './Comparison'
import {ContactDetails} from './ContactDetails'
import {Countdown} from './Countdown'
import {Embed} from './Embed'
import {EpisodeGrid} from './EpisodeGrid'
import {Faq} from './Faq'
import {FloatingTab} from './FloatingTab'
import {Gallery} from './Gallery'
import {Hero} from './Hero'
import {Integrations} from './Integrations'
import {NumberedTable} from './NumberedTable'
import {OfferBox} from './OfferBox'
import {Packages} from './Packages'
import {PromoBanners} from './PromoBanners'
import {Quiz} from './Quiz'
import {ReadMore} from './ReadMore'
import {Report} from './Report'
import {RichText} from './RichText'
import {SampleCase} from './SampleCase'
import {ServiceCards} from './ServiceCards'
import {Stats} from './Stats'
import {Steps} from './Steps'
import {Tabs} from './Tabs'
import {Team} from './Team'
import {Testimonials} from './Testimonials'
import {UploadForm} from './UploadForm'
import {VideoGallery} from './VideoGallery'
import {VideoHero} from './VideoHero'
import type {SectionComponent} from './types'

export const registry = {
  addOns: AddOns,
  announcement: Announcement,
  beforeAfter: BeforeAfter,
  blogList: BlogList,
  callDemo: CallDemo,
  callToAction: CallToAction,
  cardGrid: CardGrid,
  carousel: Carousel,
  checklist: Checklist,
  comparison: Comparison,
  contactDetails: ContactDetails,
  countdown: Countdown,
  embed: Embed,
  episodeGrid: EpisodeGrid,
  faq: Faq,
  floatingTab: FloatingTab,
  gallery: Gallery,
  hero: Hero,
  integrations: Integrations,
  numberedTable: NumberedTable,
  offerBox: OfferBox,
  packages: Packages,
  promoBanners: PromoBanners,
  quiz: Quiz,
  readMore: ReadMore,
  report: Report,
  richText: RichText,
  sampleCase: SampleCase,
  serviceCards: ServiceCards,
  stats: Stats,
  steps: Steps,
  tabs: Tabs,
  team: Team,
  testimonials: Testimonials,
  uploadForm: UploadForm,
  videoGallery: VideoGallery,
  videoHero: VideoHero,
} satisfies {[T in SectionType]: SectionComponent<T>}

/**
 * The sections React hydrates: those whose component holds an island (a client component from
 * islands.client.tsx). Every other section is sent as static markup that React does not hydrate
 * (components/StaticMarkup.client.tsx, issue 30): it may hold links and tracked links, nothing else
 * that needs JavaScript. static.test.ts fails when a section's code reaches a client component and
 * its type is missing here.
 */
export const hydratedSections: ReadonlySet<SectionType> = new Set<SectionType>([
  'carousel',
  'countdown',
  'quiz',
  'readMore',
  'report',
  'tabs',
  'uploadForm',
])

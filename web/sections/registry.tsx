/**
 * Every section type, the component that renders it and whether React hydrates it: one entry per
 * section. A section is two files and two lines: its schema file and one line in
 * schemas/sections/index.ts, its component in this folder and one line here. The compiler checks the
 * list is complete: a section type in the schema (web/sanity.types.ts, from `npm run typegen`) without
 * an entry here, or a component whose props do not fit its section's query result, is a type error.
 *
 * `hydrates: true` marks a section whose component holds an island (a client component, loaded through
 * islands.client.tsx). Every other section is sent as static markup that React does not hydrate
 * (components/StaticMarkup.client.tsx): it may hold links and tracked links, nothing else that needs
 * JavaScript. static.test.ts fails when a section's code reaches a client component and its entry does
 * not say `hydrates: true`, or says it and reaches none.
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
  addOns: {component: AddOns},
  announcement: {component: Announcement},
  beforeAfter: {component: BeforeAfter},
  blogList: {component: BlogList},
  callDemo: {component: CallDemo},
  callToAction: {component: CallToAction},
  cardGrid: {component: CardGrid},
  carousel: {component: Carousel, hydrates: true},
  checklist: {component: Checklist},
  comparison: {component: Comparison},
  contactDetails: {component: ContactDetails},
  countdown: {component: Countdown, hydrates: true},
  embed: {component: Embed},
  episodeGrid: {component: EpisodeGrid},
  faq: {component: Faq},
  floatingTab: {component: FloatingTab},
  gallery: {component: Gallery},
  hero: {component: Hero},
  integrations: {component: Integrations},
  numberedTable: {component: NumberedTable},
  offerBox: {component: OfferBox},
  packages: {component: Packages},
  promoBanners: {component: PromoBanners},
  quiz: {component: Quiz, hydrates: true},
  readMore: {component: ReadMore, hydrates: true},
  report: {component: Report, hydrates: true},
  richText: {component: RichText},
  sampleCase: {component: SampleCase},
  serviceCards: {component: ServiceCards},
  stats: {component: Stats},
  steps: {component: Steps},
  tabs: {component: Tabs, hydrates: true},
  team: {component: Team},
  testimonials: {component: Testimonials},
  uploadForm: {component: UploadForm, hydrates: true},
  videoGallery: {component: VideoGallery},
  videoHero: {component: VideoHero},
} satisfies {[T in SectionType]: {component: SectionComponent<T>; hydrates?: true}}

/** The sections React hydrates: those whose entry says `hydrates: true`. */
export const hydratedSections: ReadonlySet<SectionType> = new Set(
  (Object.keys(registry) as SectionType[]).filter((type) => 'hydrates' in registry[type]),
)

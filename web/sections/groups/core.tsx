import {AddOns} from '../AddOns'
import {CallToAction} from '../CallToAction'
import {CardGrid} from '../CardGrid'
import {Checklist} from '../Checklist'
import {Embed} from '../Embed'
import {Faq} from '../Faq'
import {FloatingTab} from '../FloatingTab'
import {Hero} from '../Hero'
import {OfferBox} from '../OfferBox'
import {Packages} from '../Packages'
import {PromoBanners} from '../PromoBanners'
import {RichText} from '../RichText'
import {ServiceCards} from '../ServiceCards'
import {Stats} from '../Stats'
import {Steps} from '../Steps'
import {Testimonials} from '../Testimonials'
import {VideoHero} from '../VideoHero'
import type {SectionComponents} from './types'

export const coreComponents: SectionComponents = {
  hero: Hero,
  videoHero: VideoHero,
  floatingTab: FloatingTab,
  cardGrid: CardGrid,
  steps: Steps,
  stats: Stats,
  faq: Faq,
  callToAction: CallToAction,
  testimonials: Testimonials,
  serviceCards: ServiceCards,
  checklist: Checklist,
  embed: Embed,
  promoBanners: PromoBanners,
  offerBox: OfferBox,
  richText: RichText,
  packages: Packages,
  addOns: AddOns,
}

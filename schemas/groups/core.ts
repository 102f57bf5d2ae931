/**
 * The general-purpose sections. A section is its schema type and its GROQ projection, both in
 * sections/<name>.ts; this file lists them for the Studio and for the page query.
 */
import {callToAction, callToActionProjection} from '../sections/callToAction'
import {cardGrid, cardGridProjection} from '../sections/cardGrid'
import {checklist, checklistProjection} from '../sections/checklist'
import {embed, embedProjection} from '../sections/embed'
import {faq, faqProjection} from '../sections/faq'
import {floatingTab, floatingTabProjection} from '../sections/floatingTab'
import {hero, heroProjection} from '../sections/hero'
import {addOns, addOnsProjection} from '../sections/addOns'
import {offerBox, offerBoxProjection} from '../sections/offerBox'
import {packages, packagesProjection} from '../sections/packages'
import {promoBanners, promoBannersProjection} from '../sections/promoBanners'
import {richText, richTextProjection} from '../sections/richText'
import {serviceCards, serviceCardsProjection} from '../sections/serviceCards'
import {stats, statsProjection} from '../sections/stats'
import {steps, stepsProjection} from '../sections/steps'
import {testimonials, testimonialsProjection} from '../sections/testimonials'
import {videoHero, videoHeroProjection} from '../sections/videoHero'

export const coreSections = [
  hero, videoHero, floatingTab, cardGrid, steps, stats, faq, callToAction, testimonials, serviceCards,
  checklist, embed, promoBanners, offerBox, richText, packages, addOns,
]

export const coreSectionProjections = /* groq */ `
  _type == "hero" => ${heroProjection},
  _type == "videoHero" => ${videoHeroProjection},
  _type == "floatingTab" => ${floatingTabProjection},
  _type == "cardGrid" => ${cardGridProjection},
  _type == "steps" => ${stepsProjection},
  _type == "stats" => ${statsProjection},
  _type == "faq" => ${faqProjection},
  _type == "callToAction" => ${callToActionProjection},
  _type == "testimonials" => ${testimonialsProjection},
  _type == "serviceCards" => ${serviceCardsProjection},
  _type == "checklist" => ${checklistProjection},
  _type == "embed" => ${embedProjection},
  _type == "promoBanners" => ${promoBannersProjection},
  _type == "offerBox" => ${offerBoxProjection},
  _type == "richText" => ${richTextProjection},
  _type == "packages" => ${packagesProjection},
  _type == "addOns" => ${addOnsProjection},
`

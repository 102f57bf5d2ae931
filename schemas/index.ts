import {addOn} from './documents/addOn'
import {blogArticle, priceRef} from './documents/blogArticle'
import {blogCategory} from './documents/blogCategory'
import {page} from './documents/page'
import {podcastEpisode} from './documents/podcastEpisode'
import {quizArea} from './documents/quizArea'
import {quizQuestion} from './documents/quizQuestion'
import {quizSettings} from './documents/quizSettings'
import {redirect} from './documents/redirect'
import {serviceCard} from './documents/serviceCard'
import {servicePackage} from './documents/servicePackage'
import {siteSettings} from './documents/siteSettings'
import {teamMember} from './documents/teamMember'
import {testimonial} from './documents/testimonial'
import {cta} from './objects/cta'
import {contactForm, newsletterSignup} from './objects/forms'
import {link} from './objects/link'
import {price} from './objects/price'
import {seo} from './objects/seo'
import {wording} from './objects/wording'
import {table} from './sections/richText'
import {sectionTypes} from './sections'

/** Singletons: one document each, whose id is its type name. */
export const SINGLETON_TYPES = ['siteSettings', 'quizSettings'] as const

export const documentTypes = [
  page,
  siteSettings,
  servicePackage,
  addOn,
  serviceCard,
  testimonial,
  blogCategory,
  teamMember,
  podcastEpisode,
  blogArticle,
  quizQuestion,
  quizArea,
  quizSettings,
  redirect,
]

export const schemaTypes = [
  ...documentTypes,
  seo,
  link,
  cta,
  price,
  table,
  priceRef,
  wording,
  contactForm,
  newsletterSignup,
  ...sectionTypes,
]

import {addOn} from './documents/addOn'
import {blogCategory} from './documents/blogCategory'
import {page} from './documents/page'
import {serviceCard} from './documents/serviceCard'
import {servicePackage} from './documents/servicePackage'
import {siteSettings} from './documents/siteSettings'
import {testimonial} from './documents/testimonial'
import {pagesDocuments, pagesObjects} from './groups/pages'
import {mediaDocuments, mediaObjects} from './groups/media'
import {salesDocuments, salesObjects} from './groups/sales'
import {leadsDocuments, leadsObjects} from './groups/leads'
import {productsDocuments, productsObjects} from './groups/products'
import {industriesDocuments, industriesObjects} from './groups/industries'
import {blogDocuments, blogObjects} from './groups/blog'
import {quizDocuments, quizObjects} from './groups/quiz'
import {cta} from './objects/cta'
import {link} from './objects/link'
import {price} from './objects/price'
import {seo} from './objects/seo'
import {table} from './sections/richText'
import {sectionTypes} from './sections'

/** Singletons: one document each, whose id is its type name. */
export const SINGLETON_TYPES = ['siteSettings', 'quizSettings'] as const

export const documentTypes = [
  page, siteSettings, servicePackage, addOn, serviceCard, testimonial, blogCategory,
  ...pagesDocuments, ...mediaDocuments, ...salesDocuments, ...leadsDocuments, ...productsDocuments, ...industriesDocuments, ...blogDocuments, ...quizDocuments,
]

export const schemaTypes = [
  ...documentTypes,
  seo, link, cta, price, table,
  ...pagesObjects, ...mediaObjects, ...salesObjects, ...leadsObjects, ...productsObjects, ...industriesObjects, ...blogObjects, ...quizObjects,
  ...sectionTypes,
]

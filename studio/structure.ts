import {ADD_ON_KINDS} from '@agency/schemas/documents/addOn'
import {PACKAGE_KINDS} from '@agency/schemas/documents/servicePackage'
import {apiVersion} from '@agency/schemas/lib/api'
import type {DefaultDocumentNodeResolver, StructureResolver} from 'sanity/structure'
import {AREA_SLUGS, PAGE_AREAS} from './pageAreas'
import {addOnTemplateId, packageTemplateId} from './templates'
import {UsedOnView} from './usedOn/UsedOnView'
import {isUsedOnType} from './usedOn/usedOn'

/** Plural list titles for the kinds, e.g. "Marketing packages", "Courses, sessions and plans". */
const PACKAGE_LIST_TITLES: Record<(typeof PACKAGE_KINDS)[number]['value'], string> = {
  marketing: 'Marketing packages',
  voice: 'Voice agent packages',
  consultation: 'Consultation packages',
  general: 'General packages',
  offer: 'Courses, sessions and plans',
}
const ADD_ON_LIST_TITLES: Record<(typeof ADD_ON_KINDS)[number]['value'], string> = {
  marketing: 'Marketing add-ons',
  voice: 'Voice add-ons',
  consultation: 'Consultation add-ons',
  general: 'Other add-ons',
}

/** Articles and episodes newest first, quiz questions by number (not 1, 10, 2, ...), redirects by old address. */
const LIST_ORDER: Record<string, Array<{field: string; direction: 'asc' | 'desc'}>> = {
  blogArticle: [{field: 'date', direction: 'desc'}],
  podcastEpisode: [{field: 'date', direction: 'desc'}],
  quizQuestion: [{field: 'number', direction: 'asc'}],
  redirect: [{field: 'source', direction: 'asc'}],
}

/**
 * Singletons first, then pages grouped by area, then prices grouped by kind (each kind's list creates
 * documents of that kind, and "All packages" shows every package), then the listed content, then the
 * redirects from old addresses.
 */
export const structure: StructureResolver = (S) => {
  const singleton = (type: string, title: string) =>
    S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type).title(title))

  const ofKind = (type: 'servicePackage' | 'addOn', kind: string, title: string, templateId: string) =>
    S.listItem()
      .id(`${type}-${kind}`)
      .title(title)
      .schemaType(type)
      .child(
        S.documentList()
          .id(`${type}-${kind}`)
          .title(title)
          .schemaType(type)
          .filter('_type == $type && kind == $kind')
          .params({type, kind})
          .apiVersion(apiVersion)
          .initialValueTemplates([S.initialValueTemplateItem(templateId)]),
      )

  const pages = (id: string, title: string, filter: string, params: Record<string, unknown>) =>
    S.listItem()
      .id(`pages-${id}`)
      .title(title)
      .schemaType('page')
      .child(
        S.documentList()
          .id(`pages-${id}`)
          .title(title)
          .schemaType('page')
          .filter(filter)
          .params(params)
          .apiVersion(apiVersion)
          .defaultOrdering([{field: 'title', direction: 'asc'}]),
      )

  const has = (type: string) => S.context.schema.get(type) !== undefined
  /**
   * A list of one document type, in the order an editor looks for them (LIST_ORDER); without one, the
   * Studio's default (last edited first).
   */
  const list = (type: string, title: string) => {
    if (!has(type)) return []
    const item = S.documentTypeListItem(type).title(title)
    const order = LIST_ORDER[type]
    return [
      order ? item.child(S.documentTypeList(type).title(title).apiVersion(apiVersion).defaultOrdering(order)) : item,
    ]
  }

  return S.list()
    .title('Content')
    .items([
      singleton('siteSettings', 'Site settings'),
      ...(has('quizSettings') ? [singleton('quizSettings', 'Quiz settings')] : []),
      S.divider(),
      S.listItem()
        .id('pages')
        .title('Pages')
        .schemaType('page')
        .child(
          S.list()
            .id('pages')
            .title('Pages')
            .items([
              ...PAGE_AREAS.map((area) =>
                pages(area.id, area.title, '_type == "page" && slug.current in $slugs', {slugs: [...area.slugs]}),
              ),
              pages('other', 'Other pages', '_type == "page" && !(slug.current in $slugs)', {slugs: AREA_SLUGS}),
              S.divider(),
              S.documentTypeListItem('page').id('pages-all').title('All pages'),
            ]),
        ),
      S.divider(),
      S.listItem()
        .id('packages')
        .title('Packages and offers')
        .schemaType('servicePackage')
        .child(
          S.list()
            .id('packages')
            .title('Packages and offers')
            .items([
              ...PACKAGE_KINDS.map(({value}) =>
                ofKind('servicePackage', value, PACKAGE_LIST_TITLES[value], packageTemplateId(value)),
              ),
              S.divider(),
              S.documentTypeListItem('servicePackage').id('packages-all').title('All packages'),
            ]),
        ),
      S.listItem()
        .id('add-ons')
        .title('Add-ons')
        .schemaType('addOn')
        .child(
          S.list()
            .id('add-ons')
            .title('Add-ons')
            .items([
              ...ADD_ON_KINDS.map(({value}) =>
                ofKind('addOn', value, ADD_ON_LIST_TITLES[value], addOnTemplateId(value)),
              ),
              S.divider(),
              S.documentTypeListItem('addOn').id('add-ons-all').title('All add-ons'),
            ]),
        ),
      S.divider(),
      ...list('testimonial', 'Testimonials'),
      ...list('serviceCard', 'Service cards'),
      ...list('blogArticle', 'Blog articles'),
      ...list('blogCategory', 'Blog categories'),
      ...list('quizQuestion', 'Quiz questions'),
      ...list('quizArea', 'Quiz areas'),
      ...list('teamMember', 'Team'),
      ...list('podcastEpisode', 'Podcast episodes'),
      S.divider(),
      ...list('redirect', 'Redirects'),
    ])
}

/** Packages, add-ons, testimonials, service cards and articles get a "Used on" tab beside the form. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, {schemaType}) =>
  isUsedOnType(schemaType)
    ? S.document().views([S.view.form(), S.view.component(UsedOnView).id('used-on').title('Used on')])
    : S.document()

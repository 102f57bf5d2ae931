import {apiVersion} from '@agency/schemas/lib/api'
import type {StructureResolver} from 'sanity/structure'

/** Singletons first, then pages, then prices grouped by kind, then the listed content. */
export const structure: StructureResolver = (S) => {
  const singleton = (type: string, title: string) =>
    S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type).title(title))

  const packagesOfKind = (kind: string, title: string) =>
    S.listItem()
      .title(title)
      .child(S.documentList().title(title).filter('_type == "servicePackage" && kind == $kind').params({kind}).apiVersion(apiVersion))

  const addOnsOfKind = (kind: string, title: string) =>
    S.listItem()
      .title(title)
      .child(S.documentList().title(title).filter('_type == "addOn" && kind == $kind').params({kind}).apiVersion(apiVersion))

  const has = (type: string) => S.context.schema.get(type) !== undefined
  const list = (type: string, title: string) => (has(type) ? [S.documentTypeListItem(type).title(title)] : [])

  return S.list()
    .title('Content')
    .items([
      singleton('siteSettings', 'Site settings'),
      ...(has('quizSettings') ? [singleton('quizSettings', 'Quiz settings')] : []),
      S.divider(),
      S.documentTypeListItem('page').title('Pages'),
      S.divider(),
      S.listItem()
        .title('Packages and offers')
        .child(
          S.list()
            .title('Packages and offers')
            .items([
              packagesOfKind('marketing', 'Marketing packages'),
              packagesOfKind('voice', 'Voice agent packages'),
              packagesOfKind('consultation', 'Consultation packages'),
              packagesOfKind('general', 'General packages'),
              packagesOfKind('offer', 'Courses, sessions and plans'),
            ]),
        ),
      S.listItem()
        .title('Add-ons')
        .child(
          S.list()
            .title('Add-ons')
            .items([
              addOnsOfKind('marketing', 'Marketing add-ons'),
              addOnsOfKind('voice', 'Voice add-ons'),
              addOnsOfKind('consultation', 'Consultation add-ons'),
              addOnsOfKind('general', 'Other add-ons'),
            ]),
        ),
      S.divider(),
      ...list('testimonial', 'Testimonials'),
      ...list('serviceCard', 'Service cards'),
      ...list('blogArticle', 'Blog articles'),
      ...list('quizQuestion', 'Quiz questions'),
      ...list('teamMember', 'Team'),
      ...list('podcastEpisode', 'Podcast episodes'),
    ])
}

import {defineDocuments, defineLocations, type PresentationPluginOptions} from 'sanity/presentation'

/**
 * Where each document is shown on the site, so the Presentation tool can open the right page beside
 * the document, and which document a page's address belongs to.
 */
export const resolve: PresentationPluginOptions['resolve'] = {
  mainDocuments: defineDocuments([
    {route: '/', filter: `_type == "page" && slug.current == "index"`},
    {route: '/blog/:slug', filter: `_type == "blogArticle" && slug.current == $slug`},
    {route: '/:slug', filter: `_type == "page" && slug.current == $slug`},
  ]),
  locations: {
    page: defineLocations({
      select: {title: 'title', slug: 'slug.current'},
      resolve: (doc) => ({locations: doc?.slug ? [{title: doc.title ?? doc.slug, href: doc.slug === 'index' ? '/' : `/${doc.slug}`}] : []}),
    }),
    blogArticle: defineLocations({
      select: {title: 'title', slug: 'slug.current'},
      resolve: (doc) => ({locations: doc?.slug ? [{title: doc.title ?? doc.slug, href: `/blog/${doc.slug}`}, {title: 'Blog', href: '/blog'}] : []}),
    }),
    siteSettings: defineLocations({message: 'Shown on every page (sidebar, top bar, footer)', tone: 'caution', locations: [{title: 'Home', href: '/'}]}),
  },
}

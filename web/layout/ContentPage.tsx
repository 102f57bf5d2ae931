import type {Metadata} from 'next'
import {JsonLd} from '../components/JsonLd'
import {siteUrl} from '../content/env'
import {getFrameSettings, getPage, getSettings, HOME_SLUG, whenAvailable} from '../content/fetch'
import {imageProps} from '../content/image'
import {keepNotFoundBriefly} from '../content/lifetime'
import {errorMetadata, pageMetadata} from '../lib/metadata'
import {Sections} from '../sections/Sections'
import {NotFoundPage, UnavailablePage} from './ErrorPages'
import {SiteShell} from './SiteShell'

/**
 * A page document as the site shows it, for the two routes that render one: `app/page.tsx` (the home
 * page, slug HOME_SLUG) and `app/[...slug]/page.tsx` (every other page). The home page has a route of
 * its own because each route segment is one more level of Next's layout router to hydrate: at the
 * root, / does less JavaScript work as it loads than under a catch-all segment.
 *
 * An address without a page answers the site's 404 page, and a page that cannot be read from the
 * Content Lake (down, and never rendered here) the site's "temporarily unavailable" page, both in the
 * server's HTML (ErrorPages.tsx).
 */
export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const loaded = await whenAvailable(() => Promise.all([getPage(slug), getSettings()]))
  if (!loaded) return errorMetadata((await getFrameSettings()).wording, 'unavailable')
  const [page, settings] = loaded
  if (!page) return errorMetadata(settings.wording, 'notFound')
  return pageMetadata(page, settings, slug === HOME_SLUG ? '/' : `/${slug}`)
}

function organizationJsonLd(settings: Awaited<ReturnType<typeof getSettings>>) {
  const base = siteUrl()
  const logo = imageProps(settings.shareImage, 1200)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.siteName,
    description: settings.description,
    url: `${base}/`,
    email: settings.supportEmail,
    telephone: settings.phoneNumber,
    image: logo ? (logo.src.startsWith('http') ? logo.src : `${base}${logo.src}`) : undefined,
    sameAs: settings.socialLinks?.map((s) => s.url),
    contactPoint: settings.phones?.map((p) => ({
      '@type': 'ContactPoint',
      telephone: p.number,
      contactType: p.label,
      availableLanguage: 'English',
    })),
  }
}

/** schema.org WebSite with a SearchAction: search engines may offer a search box that lands on /search. */
function webSiteJsonLd(settings: Awaited<ReturnType<typeof getSettings>>) {
  const base = siteUrl()
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: settings.siteName,
    url: `${base}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${base}/search?q={search_term_string}`},
      'query-input': 'required name=search_term_string',
    },
  }
}

export async function ContentPage({slug}: {slug: string}) {
  const loaded = await whenAvailable(() => Promise.all([getPage(slug), getSettings()]))
  if (!loaded) return <UnavailablePage settings={await getFrameSettings()} />
  const [page, settings] = loaded
  if (!page) {
    await keepNotFoundBriefly() // an unknown address is cached for a minute, not a year
    return <NotFoundPage settings={settings} />
  }
  const path = slug === HOME_SLUG ? '/' : `/${slug}`
  return (
    <SiteShell settings={settings} currentPath={path}>
      {slug === HOME_SLUG ? (
        <>
          <JsonLd data={organizationJsonLd(settings)} />
          <JsonLd data={webSiteJsonLd(settings)} />
        </>
      ) : null}
      <Sections sections={page.sections} />
    </SiteShell>
  )
}

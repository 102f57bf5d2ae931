import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {getPage, getPageSlugs, getSettings, HOME_SLUG} from '../../content/fetch'
import {JsonLd} from '../../components/JsonLd'
import {siteUrl} from '../../content/env'
import {imageProps} from '../../content/image'
import {SiteShell} from '../../layout/SiteShell'
import {pageMetadata} from '../../lib/metadata'
import {keepNotFoundBriefly} from '../../lib/not-found-cache'
import {Sections} from '../../sections/Sections'

type Props = {params: Promise<{slug?: string[]}>}

/** Pages are prerendered; a page published later is rendered on its first visit, then cached. */
export const dynamicParams = true

export async function generateStaticParams() {
  const slugs = await getPageSlugs()
  return slugs.map((s) => ({slug: s === HOME_SLUG ? [] : [s]}))
}

const slugOf = (parts?: string[]) => (parts?.length ? parts.join('/') : HOME_SLUG)

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const slug = slugOf((await params).slug)
  const [page, settings] = await Promise.all([getPage(slug), getSettings()])
  if (!page) return {}
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

export default async function ContentPage({params}: Props) {
  const slug = slugOf((await params).slug)
  const [page, settings] = await Promise.all([getPage(slug), getSettings()])
  if (!page) {
    await keepNotFoundBriefly() // an unknown address is cached for a minute, not a year
    notFound()
  }
  const path = slug === HOME_SLUG ? '/' : `/${slug}`
  return (
    <SiteShell settings={settings} currentPath={path}>
      {slug === HOME_SLUG ? <JsonLd data={organizationJsonLd(settings)} /> : null}
      <Sections sections={page.sections} />
    </SiteShell>
  )
}

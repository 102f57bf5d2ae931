import type {MetadataRoute} from 'next'
import {siteUrl} from '../content/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{userAgent: '*', allow: '/', disallow: ['/api/']}],
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  }
}

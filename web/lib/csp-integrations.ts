/**
 * The third-party origins each optional feature adds to the Content-Security-Policy, one list per
 * feature, so a feature's hosts are allowed exactly when it is configured and nowhere else.
 */
import {readFileSync} from 'node:fs'

export type CspSources = Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', string[]>>

/**
 * Google Analytics 4 through gtag.js (loaded only after a visitor accepts analytics cookies): the
 * script comes from Google Tag Manager's host; hits go to the google-analytics regions
 * (www., region1. ...) and analytics.google.com, as fetch/beacon requests or pixel images.
 */
export const ANALYTICS_SOURCES: CspSources = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
}

/**
 * The chat agent's provider: its script, the calls that script makes, the chat window it may draw in a
 * frame and its images, all from the origin of the configured script address.
 */
export function chatSources(origin: string | undefined): CspSources {
  if (!origin) return {}
  return {'script-src': [origin], 'connect-src': [origin], 'img-src': [origin], 'frame-src': [origin]}
}

/** The https origin of an address, or undefined for anything else. */
export function httpsOrigin(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.startsWith('https://')) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** The Site settings document of an NDJSON dataset, if it has one. */
function settingsOf(ndjson: string): Record<string, unknown> | undefined {
  for (const line of ndjson.split('\n')) {
    if (!line.includes('"siteSettings"')) continue
    const doc = JSON.parse(line) as Record<string, unknown>
    if (doc._id === 'siteSettings') return doc
  }
  return undefined
}

/** The chat provider's origin from the dataset's Site settings; none when there is no agent id. */
export function chatOriginFromDataset(ndjson: string): string | undefined {
  const settings = settingsOf(ndjson)
  if (!settings?.chatAgentId) return undefined
  return httpsOrigin(settings.chatScriptUrl)
}

/**
 * The chat provider's origin: from the embedded dataset, or with a live project (whose settings the
 * build cannot read) from CSP_CHAT_ORIGIN.
 */
export function readChatOrigin(datasetPath: string | undefined): string | undefined {
  const fromEnv = httpsOrigin(process.env.CSP_CHAT_ORIGIN)
  if (fromEnv) return fromEnv
  if (!datasetPath) return undefined
  try {
    return chatOriginFromDataset(readFileSync(datasetPath, 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * Whether Google Analytics may load: the embedded dataset's Site settings has a measurement id. With a
 * live project the build cannot read settings, so analytics is allowed unless CSP_ANALYTICS=off.
 */
export function readAnalyticsEnabled(datasetPath: string | undefined): boolean {
  if (!datasetPath) return process.env.CSP_ANALYTICS !== 'off'
  try {
    return Boolean(settingsOf(readFileSync(datasetPath, 'utf8'))?.gaMeasurementId)
  } catch {
    return false
  }
}

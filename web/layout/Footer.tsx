import Link from 'next/link'
import {Icon} from '../components/Icon'
import {NewsletterForm} from '../forms/NewsletterForm'
import {formsConfigured} from '../forms/rules'
import {clean} from '../lib/href'
import {formatPhone} from '../lib/phone'
import type {Settings} from '../lib/types'
import {COOKIE_SETTINGS_ATTRIBUTE} from './frame-controls'

const socialPaths: Record<string, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  linkedin:
    'M4 4h4v4H4zM4 10h4v10H4zM10 10h4v1.5c.6-1 1.9-1.8 3.5-1.8 2.8 0 4.5 1.8 4.5 5.2V20h-4v-4.6c0-1.5-.6-2.4-1.9-2.4S14 14 14 15.4V20h-4z',
  x: 'M3 3h5l4.5 6.2L18 3h3l-7.1 8.1L21.5 21h-5l-4.9-6.6L5.8 21H3l7.3-8.3z',
  youtube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.5 12 5.5 12 5.5s-6 0-7.9.6A3 3 0 0 0 2 8.2 31 31 0 0 0 1.5 12a31 31 0 0 0 .5 3.8 3 3 0 0 0 2.1 2.1c1.9.6 7.9.6 7.9.6s6 0 7.9-.6a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-3.8 31 31 0 0 0-.5-3.8zM10 15V9l5.2 3z',
  tiktok: 'M16 3c.3 2.2 1.7 3.7 4 4v3.2a7.6 7.6 0 0 1-4-1.2V15a6 6 0 1 1-6-6h.5v3.3A2.8 2.8 0 1 0 12.8 15V3z',
}

/** The legal pages the footer links to, each named by the site's wording. */
const legal = [
  {href: '/terms', label: 'termsLink'},
  {href: '/privacy', label: 'privacyLink'},
  {href: '/cookies', label: 'cookiePolicyLink'},
] as const

/**
 * The site's footer. It has no JavaScript of its own: SiteShell renders it inside static markup,
 * where its links, plain anchors, the newsletter frame and the Cookie settings button, which
 * the root layout's SiteScripts works (./frame-controls.ts), need none; so does the site's own newsletter
 * sign-up, shown when no provider's form address is set (a plain POST, or forms/enhance.ts).
 */
export function Footer({settings}: {settings: Settings}) {
  return (
    // With a chat button in the bottom corner, the last row ends above it once the page is scrolled to the end.
    <footer
      className={`border-t border-slate-800 bg-slate-950 px-4 pt-14 text-slate-300 sm:px-6 lg:px-10 ${settings.chatAgentId && settings.chatScriptUrl ? 'pb-24' : 'pb-8'}`}
    >
      {/* At xl the newsletter column is the widest, so the sign-up's field and button share a line. */}
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-2 xl:grid-cols-[1fr_0.75fr_1fr_1.45fr] xl:gap-x-8">
        <div>
          <p className="text-lg font-bold text-white">{settings.siteName}</p>
          <p className="mt-3 text-sm leading-relaxed text-slate-400">{settings.tagline}</p>
          {settings.socialLinks?.length ? (
            <ul className="mt-5 flex gap-3" aria-label={settings.wording?.socialProfiles}>
              {settings.socialLinks.map((s) => (
                <li key={s._key}>
                  <a
                    href={clean(s.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="grid h-11 w-11 place-items-center rounded-full bg-slate-800 text-slate-200 hover:bg-violet-700 hover:text-white"
                  >
                    <svg viewBox="0 0 24 24" fill="currentColor" className="h-5 w-5" aria-hidden="true">
                      <path d={socialPaths[clean(s.network)] ?? socialPaths.x} />
                    </svg>
                    <span className="sr-only">
                      {s.network} {settings.wording?.newTab}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label={settings.wording?.footerServices}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
            {settings.wording?.footerServices}
          </h2>
          <ul className="mt-2 text-sm">
            {settings.footerServices?.map((l) => (
              <li key={l.href}>
                <Link href={clean(l.href)} className="footer-link">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
            {settings.wording?.footerContact}
          </h2>
          <address className="mt-2 space-y-1 text-sm not-italic">
            <p>
              <a href={`mailto:${settings.supportEmail}`} className="footer-link gap-2">
                <Icon name="mail" className="h-4 w-4" />
                {settings.supportEmail}
              </a>
            </p>
            {settings.phones?.map((p) => (
              <p key={p._key}>
                <span className="block text-xs text-slate-400">{p.label}</span>
                <a href={`tel:${p.number}`} className="footer-link">
                  {formatPhone(p.number)}
                </a>
              </p>
            ))}
            <p className="pt-1 text-xs text-slate-400">{settings.wording?.supportHours}</p>
          </address>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
            {settings.wording?.footerNewsletter}
          </h2>
          {settings.newsletterUrl ? (
            <iframe
              src={clean(settings.newsletterUrl)}
              title={settings.wording?.newsletterForm}
              loading="lazy"
              height={settings.newsletterHeight ?? 650}
              style={{height: settings.newsletterHeight ?? 650}}
              className="mt-4 w-full rounded-xl border-0 bg-white"
            />
          ) : settings.newsletter && formsConfigured() ? (
            <NewsletterForm id="footer-newsletter" words={settings.newsletter} dark className="mt-4" />
          ) : (
            <p className="mt-4 text-sm text-slate-400">{settings.wording?.newsletterSoon}</p>
          )}
        </div>
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-col gap-4 border-t border-slate-800 pt-6 text-sm text-slate-400 md:flex-row md:items-center md:justify-between">
        <p>{settings.copyright}</p>
        <nav aria-label={settings.wording?.legalNav}>
          <ul className="flex flex-wrap gap-x-6">
            {legal.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="footer-link">
                  {settings.wording?.[l.label]}
                </Link>
              </li>
            ))}
            {settings.gaMeasurementId ? (
              <li>
                <button type="button" {...{[COOKIE_SETTINGS_ATTRIBUTE]: ''}} className="footer-link">
                  {settings.wording?.cookieSettings}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  )
}

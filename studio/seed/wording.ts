import type {Wording} from '@agency/web/sanity.types'

/** The site-wide labels (siteSettings.wording): price cards, footer and sidebar headings, menu button and new-tab note. */
export const wording: Wording = {
  _type: 'wording',
  packageCtaLabel: 'Get Started',
  websiteLabel: 'Website:',
  websiteFree: '$0 (free)',
  regularly: 'Regularly',
  contractDiscount: 'Save {percent}% with a 12-month contract',
  setupLabel: 'Setup:',
  usageLabel: 'Usage:',
  setupIncludes: 'Setup includes',
  capabilities: 'Capabilities',
  support: 'Support',
  perfectFor: 'Perfect for',
  sessionFormat: 'Session format',
  footerServices: 'Services',
  footerContact: 'Contact',
  supportHours: 'Support available 24/7',
  footerNewsletter: 'Newsletter',
  newsletterSoon: 'Newsletter sign-up is coming soon.',
  sidebarMore: 'More from us',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  newTab: '(opens in a new tab)',
  closeArticle: 'Close article',
}

/** An address a visitor can follow: an internal path, an in-page anchor, https, mailto, tel or sms. */
export function validateHref(value: unknown): true | string {
  if (typeof value !== 'string' || value === '') return true
  if (/^\/(?!\/)/.test(value) || /^#[\w-]+$/.test(value)) return true
  if (/^(mailto|tel|sms):/.test(value)) return true
  if (/^https:\/\/[^\s]+$/.test(value)) return true
  if (/^http:\/\//.test(value)) return 'Use https:// for external addresses'
  return 'Start with / (a page of this site), # (a section of this page) or https://'
}

/** Checkout links go to a payment provider and must be https. */
export function validateHttps(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value) ? true : 'Use a full https:// address'
}

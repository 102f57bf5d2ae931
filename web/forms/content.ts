import 'server-only'
/**
 * The words the site's own forms' emails take from Sanity (Site settings → Forms), read with the site's
 * one content reader. A part with an empty field is null: that email is not sent (and the sweep sends
 * it once an editor completes it) rather than sent with a hole in it.
 */
import {cache} from 'react'
import {formEmailsQuery, newsletterPagesQuery} from '../content/queries'
import {sanityFetch} from '../content/source'
import type {FormEmailWords} from './deliver'

const complete = <T extends Record<string, unknown>>(value: T | null | undefined): T | null =>
  value && Object.values(value).every((v) => typeof v === 'string' && v.trim() !== '') ? value : null

export async function formEmailWords(): Promise<FormEmailWords> {
  const words = await sanityFetch(formEmailsQuery, {}, {tags: ['siteSettings']})
  const n = words?.newsletter
  const confirm = complete(n?.confirm)
  const already = complete(n?.already)
  return {
    receipt: complete(words?.receipt),
    newsletter:
      confirm && already && n?.unsubscribeLabel?.trim() && n.signOff?.trim()
        ? {confirm, already, unsubscribeLabel: n.unsubscribeLabel, signOff: n.signOff}
        : null,
  }
}

/** The words of the pages the newsletter's links open (/newsletter/…), with the two buttons'. */
export const newsletterPageWords = cache(async () => sanityFetch(newsletterPagesQuery, {}, {tags: ['siteSettings']}))

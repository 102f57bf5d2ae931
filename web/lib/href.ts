import {stegaClean} from 'next-sanity'

/** True for addresses that leave the site (they open in a new tab with rel="noopener noreferrer"). */
export const isExternal = (href: string) => /^https?:\/\//.test(href)

/** Cleans visual-editing markers out of a value that drives logic (an address, a style, an enum). */
export const clean = <T>(value: T): T => stegaClean(value) as T

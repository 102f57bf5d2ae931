/**
 * Helpers for authoring the embedded dataset as typed TypeScript. Types come from TypeGen
 * (web/sanity.types.ts, generated from the schema with required fields enforced), so a seed document
 * that misses a required field or misspells one does not compile. `npm run content:build` turns
 * these modules into production.ndjson, adding `_key`s deterministically.
 */
import type * as T from '@agency/web/sanity.types'
import {RECIPE_TITLE} from './drawn'
import {portraitFile} from './portraits'

/** An image in the import format: a file in seed/images, uploaded by `sanity dataset import`. */
export interface SeedImage {
  _type: 'image'
  _sanityAsset: string
  alt?: string
  hotspot?: never
  crop?: never
}

type Primitive = string | number | boolean | null | undefined
type WithoutKey<U> = U extends unknown ? (U extends object ? Omit<U, '_key'> & {_key?: string} : U) : never
export type Seed<V> = V extends Primitive
  ? V
  : V extends {_type: 'image'}
    ? SeedImage
    : V extends {asset?: unknown; _type: 'image'}
      ? SeedImage
      : V extends ReadonlyArray<infer U>
        ? Array<Seed<WithoutKey<U>>>
        : TypeOptional<{[K in keyof V]: Seed<V[K]>}>

/** Nested objects may leave out `_type`: content:build fills it in from the schema. */
type TypeOptional<O> = O extends {_type: infer X} ? Omit<O, '_type'> & {_type?: X} : O

type SystemKeys = '_createdAt' | '_updatedAt' | '_rev'
export type SeedDoc<D extends {_type: string}> = Seed<Omit<D, SystemKeys>> & {_type: D['_type']}

export type PageDoc = SeedDoc<T.Page>
export type SectionSeed = NonNullable<PageDoc['sections']>[number]
export type CtaSeed = Seed<T.Cta>

export const img = (file: string, alt: string): SeedImage => ({
  _type: 'image',
  _sanityAsset: `image@file://./images/${file}`,
  alt,
})

/** A picture content:build draws from its recipe, with the recipe's title as its alt text. */
export const drawn = (file: string): SeedImage => img(file, RECIPE_TITLE)

/** A person's illustrated portrait, drawn by content:build from the name (listed in art.ts): one face per person everywhere. */
export const portraitOf = (name: string, alt = `Illustrated portrait of ${name}`): SeedImage =>
  img(portraitFile(name), alt)

export const ref = <Id extends string>(_ref: Id) => ({_type: 'reference' as const, _ref})

/** A button to an address. */
export const cta = (
  label: string,
  href: string,
  opts: Partial<Omit<CtaSeed, '_type' | 'label' | 'href'>> = {},
): CtaSeed => ({_type: 'cta', label, href, style: 'primary', ...opts})

/** A button that buys an offer: its checkout link, or /contact while it has none. Write {price} in the label. */
export const buy = (
  label: string,
  offerId: string,
  opts: Partial<Omit<CtaSeed, '_type' | 'label' | 'offer'>> = {},
): CtaSeed => ({_type: 'cta', label, offer: ref(offerId), style: 'primary', ...opts})

/** The example checkout address editors replace with the payment provider's real one in the Studio. */
export const checkout = (slug: string) => `https://checkout.example.com/pay/${slug}`

/** Seed external sites live on reserved example domains until editors set the real ones. */
export const site = (sub: string, path = '') => `https://${sub}.example.com${path}`

export function definePage(p: Omit<PageDoc, '_type' | '_id' | 'slug'> & {slug: string}): PageDoc {
  const {slug, ...rest} = p
  return {_id: `page-${slug}`, _type: 'page', slug: {_type: 'slug', current: slug}, ...rest} as PageDoc
}

export type Doc = {_id: string; _type: string} & Record<string, unknown>

/** Identity helpers that check a document's shape against the schema's generated type. */
export const defineDocs = <D extends {_id: string; _type: string}>(docs: D[]): D[] => docs

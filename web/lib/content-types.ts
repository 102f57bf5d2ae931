import type {SectionOf} from './types'

/** A button as every section's query returns it (objects/cta.ts ctaProjection). */
type CtaRaw = NonNullable<SectionOf<'callToAction'>['ctas']>[number]
export type CtaValue = Omit<CtaRaw, '_key'> & {_key?: string | null}
/** An offer summary (objects/price.ts offerSummaryProjection). */
export type OfferSummary = NonNullable<SectionOf<'offerBox'>['offer']>
/** An image as imageProjection returns it. */
export type ImageValue = NonNullable<SectionOf<'hero'>['image']>
export type TestimonialValue = NonNullable<SectionOf<'testimonials'>['items']>[number]

import type {TestimonialValue} from '../lib/content-types'
import {SanityImage} from './SanityImage'
import {Stars} from './Stars'

/** The one testimonial card: image, author, role, five stars, quote. Used on every page. */
export function TestimonialCard({
  testimonial,
  dark = false,
  ratingLabel,
}: {
  testimonial: TestimonialValue
  dark?: boolean
  /** The stars' name from the site's wording, e.g. "{n} out of 5 stars". */
  ratingLabel?: string | null
}) {
  const initials = testimonial.author
    .split(/\s+/)
    .map((p) => p[0])
    .slice(0, 2)
    .join('')
  return (
    <figure
      className={`flex h-full flex-col gap-4 rounded-2xl p-6 ring-1 ${dark ? 'bg-slate-900 ring-slate-800' : 'bg-white shadow-sm ring-slate-200'}`}
    >
      <Stars count={testimonial.rating} label={ratingLabel} />
      <blockquote className={`flex-1 text-pretty leading-relaxed ${dark ? 'text-slate-200' : 'text-slate-700'}`}>
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        {testimonial.image?.asset ? (
          <SanityImage image={testimonial.image} sizes="48px" className="h-12 w-12 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-12 w-12 place-items-center rounded-full bg-violet-100 font-semibold text-violet-800"
          >
            {initials}
          </span>
        )}
        <span>
          <span className="block font-semibold">{testimonial.author}</span>
          <span className={`block text-sm ${dark ? 'text-slate-400' : 'text-slate-600'}`}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  )
}

import {isDark, Section} from '../components/Section'
import {TestimonialCard} from '../components/TestimonialCard'
import type {SectionOf} from '../lib/types'

export function Testimonials({section}: {section: SectionOf<'testimonials'>}) {
  const dark = isDark(section.tone)
  return (
    <Section frame={section}>
      <ul className="grid gap-6 @2xl:grid-cols-2 @4xl:grid-cols-3">
        {section.items.map((t) => (
          <li key={t._id}>
            <TestimonialCard testimonial={t} dark={dark} ratingLabel={section.ratingLabel} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

import type {Testimonial} from '@agency/web/sanity.types'
import {portraitOf, type SeedDoc} from '../lib'

type T = Omit<SeedDoc<Testimonial>, '_type' | 'rating'> & {rating?: number}
const t = (x: T): SeedDoc<Testimonial> => ({_type: 'testimonial', rating: 5, ...x})

/** Testimonials are documents so one card design serves every page; pages reference them. */
const testimonials = [
  // The home page's three, fixed content.
  t({
    _id: 'testimonial-home-sarah',
    quote:
      'Helix AI rebuilt our website and set up an AI agent that answers enquiries overnight. We now wake up to booked consultations instead of a full inbox.',
    author: 'Sarah Mitchell',
    role: 'Owner, Brightline Dental Studio',
    image: portraitOf('Sarah Mitchell'),
  }),
  t({
    _id: 'testimonial-home-david',
    quote:
      'Their automation work removed about fifteen hours of manual data entry from our week. The team explained every step and the workflows have run without a hitch.',
    author: 'David Chen',
    role: 'Operations Director, Northgate Logistics',
    image: portraitOf('David Chen'),
  }),
  t({
    _id: 'testimonial-home-amara',
    quote:
      'The consulting sessions gave us a realistic AI roadmap instead of hype. Six months later, three of the five projects are live and paying for themselves.',
    author: 'Amara Okafor',
    role: 'CEO, Verde Home Services',
    image: portraitOf('Amara Okafor'),
  }),
]

export default testimonials

import type {Testimonial} from '@agency/web/sanity.types'
import {portraitOf, type SeedDoc} from '../lib'

type T = Omit<SeedDoc<Testimonial>, '_type' | 'rating'> & {rating?: number}
const t = (x: T): SeedDoc<Testimonial> => ({_type: 'testimonial', rating: 5, ...x})

/** What Life Quest AI subscribers say (fictional people, shown on /life-quest-ai). */
const productsTestimonials = [
  t({
    _id: 'testimonial-products-maya',
    quote:
      'I had started the same online course three times. Life Quest AI broke it into twenty-minute sessions, put them in my calendar and nudged me by email. I finished it in seven weeks.',
    author: 'Maya Fernandes',
    role: 'Marketing Coordinator, Lisbon',
    image: portraitOf('Maya Fernandes'),
  }),
  t({
    _id: 'testimonial-products-jordan',
    quote:
      'The coach asks the questions a good mentor would: what got in the way, what is the smallest next step. When my training plan slipped, it rebuilt the week instead of making me feel behind.',
    author: 'Jordan Hale',
    role: 'Nurse and first-time half-marathoner',
    image: portraitOf('Jordan Hale'),
  }),
  t({
    _id: 'testimonial-products-priya',
    quote:
      'I used it to plan a career switch into data analysis. Seeing every milestone ticked off on one screen kept me going on the hard days, and the reminders made it a habit.',
    author: 'Chloe Bennett',
    role: 'Junior Data Analyst, Leeds',
    image: portraitOf('Chloe Bennett'),
  }),
]

export default productsTestimonials

import type {Testimonial} from '@agency/web/sanity.types'
import {portraitOf, type SeedDoc} from '../lib'

const t = (x: Omit<SeedDoc<Testimonial>, '_type' | 'rating'>): SeedDoc<Testimonial> => ({
  _type: 'testimonial',
  rating: 5,
  ...x,
})

/** Testimonials of /leadconnect (lead generation) and /leadconnect-digital (missed-call recovery). */
export default [
  // /leadconnect-digital: missed-call recovery
  t({
    _id: 'testimonial-leads-marcus',
    quote:
      'We used to miss a third of our calls while the crew was on roofs. Now every missed caller gets a text back within seconds, and last month that alone brought in eleven booked inspections.',
    author: 'Derek Lawson',
    role: 'Owner, Summit Ridge Roofing',
    image: portraitOf('Derek Lawson'),
  }),
  t({
    _id: 'testimonial-leads-priya',
    quote:
      "Our front desk cannot answer the phone during procedures. The AI greets callers in our practice's voice, asks the right questions and drops qualified appointments straight into our CRM.",
    author: 'Dr. Nadia Haddad',
    role: 'Practice Owner, Harborview Family Dentistry',
    image: portraitOf('Dr. Nadia Haddad'),
  }),
  t({
    _id: 'testimonial-leads-tom',
    quote:
      'Implementation took less than a week and support answered every question the same day. The analytics showed us we were losing most calls after 6 pm, something we never knew.',
    author: 'Tom Whitaker',
    role: 'General Manager, Whitaker HVAC & Plumbing',
    image: portraitOf('Tom Whitaker'),
  }),
  // /leadconnect: lead generation
  t({
    _id: 'testimonial-leads-elena',
    quote:
      'LeadConnect replaced three separate tools. The AI qualification scores are accurate enough that my sales team only talks to prospects who are ready to buy.',
    author: 'Elena Varga',
    role: 'Head of Sales, Brightpath Solar',
    image: portraitOf('Elena Varga'),
  }),
  t({
    _id: 'testimonial-leads-jamal',
    quote:
      'We resell LeadConnect under our own brand to our agency clients. White labeling took an afternoon, and our account manager helped us set up the first twenty accounts.',
    author: 'Jamal Foster',
    role: 'Founder, Foster Growth Agency',
    image: portraitOf('Jamal Foster'),
  }),
  t({
    _id: 'testimonial-leads-hannah',
    quote:
      'Leads from our website, ads and phone line now land in one pipeline with a score attached. Our cost per booked meeting dropped by almost half in the first quarter.',
    author: 'Olivia Grant',
    role: 'Marketing Director, Crestview Realty Group',
    image: portraitOf('Olivia Grant'),
  }),
]

/**
 * The sales area's own documents: the presentation prices and the testimonials quoted on
 * the marketing, voice-agent, education and presentation pages. The marketing, voice and consultation
 * packages live in packages.ts.
 */
import type {ServicePackage, Testimonial} from '@agency/web/sanity.types'
import {checkout, portraitOf, type SeedDoc} from '../lib'

const presentations: SeedDoc<ServicePackage>[] = [
  {
    _id: 'pkg-presentation-single',
    _type: 'servicePackage',
    kind: 'general',
    title: 'Single presentation',
    subtitle: 'One deck, up to 20 slides',
    price: {_type: 'price', amount: 99, decimals: true},
    highlighted: false,
    checkoutUrl: checkout('presentation-single'),
    ctaLabel: 'Buy for {price}',
    features: [
      'Redesigned on-brand slides',
      'Charts and diagrams rebuilt from your data',
      'Speaker notes tidied up',
      'Delivered as PowerPoint and PDF',
      'One round of revisions',
    ],
  },
  {
    _id: 'pkg-presentation-ten',
    _type: 'servicePackage',
    kind: 'general',
    title: 'Pack of 10 presentations',
    subtitle: 'Use them over 12 months',
    price: {_type: 'price', amount: 499, decimals: true},
    highlighted: true,
    badge: 'Best Value',
    checkoutUrl: checkout('presentation-ten'),
    ctaLabel: 'Buy 10 for {price}',
    features: [
      'Everything in a single presentation',
      'A reusable master template for your brand',
      'Priority turnaround',
      'Two rounds of revisions per deck',
    ],
  },
]

type T = Omit<SeedDoc<Testimonial>, '_type' | 'rating'>
const t = (x: T): SeedDoc<Testimonial> => ({_type: 'testimonial', rating: 5, ...x})

const testimonials = [
  t({
    _id: 'testimonial-sales-marketing-rosa',
    quote:
      'We went from posting whenever someone remembered to four planned posts a week, and the new website was live in three weeks. Enquiries from search have roughly doubled since spring.',
    author: 'Rosa Delgado',
    role: 'Owner, Casa Verde Landscaping',
    image: portraitOf('Rosa Delgado'),
  }),
  t({
    _id: 'testimonial-sales-marketing-tom',
    quote:
      'The monthly report finally shows which ads bring in paying customers. We cut two campaigns that looked busy and put the budget into the one that actually books jobs.',
    author: 'Owen Fletcher',
    role: 'Managing Director, Fletcher Roofing',
    image: portraitOf('Owen Fletcher'),
  }),
  t({
    _id: 'testimonial-sales-marketing-priya',
    quote:
      'Having the website, SEO and social media with one team means nothing falls between the cracks. Our new clinic reached page one for our town within four months.',
    author: 'Dr. Priya Nair',
    role: 'Founder, Lakeside Physiotherapy',
    image: portraitOf('Dr. Priya Nair'),
  }),
  t({
    _id: 'testimonial-sales-voice-marcus',
    quote:
      'Our voice agent answers every call after six and on weekends. It booked 41 appointments in its first month that would have gone to voicemail.',
    author: 'Kevin Osborne',
    role: 'Practice Manager, Fairview Family Dentistry',
    image: portraitOf('Kevin Osborne'),
  }),
  t({
    _id: 'testimonial-sales-voice-elena',
    quote:
      'Callers can switch between English and Spanish mid-conversation and the agent keeps up. Our front desk now spends its time with the people in the room.',
    author: 'Rachel Kim',
    role: 'Operations Lead, Sunbelt HVAC Services',
    image: portraitOf('Rachel Kim'),
  }),
  t({
    _id: 'testimonial-sales-voice-james',
    quote:
      'Setup took a week. The agent qualifies leads with our five questions and sends a summary to the right salesperson before they have hung up.',
    author: 'James Okoro',
    role: 'Sales Director, Meridian Solar',
    image: portraitOf('James Okoro'),
  }),
  t({
    _id: 'testimonial-sales-education-hannah',
    quote:
      'In one hour we set up a workflow that drafts our quotes from site notes. The two weeks of email support got us past every snag.',
    author: 'Hannah Brooks',
    role: 'Co-owner, Brooks & Lane Interiors',
    image: portraitOf('Hannah Brooks'),
  }),
  t({
    _id: 'testimonial-sales-education-leo',
    quote:
      'The transformation session gave our leadership team a realistic roadmap and a budget. The follow-up call three weeks later kept us honest.',
    author: 'Leo Fischer',
    role: 'COO, Alpine Freight Partners',
    image: portraitOf('Leo Fischer'),
  }),
  t({
    _id: 'testimonial-sales-education-mei',
    quote:
      'I arrived knowing nothing about prompts and left with a library I use every day. The free month of the research agent alone was worth the session.',
    author: 'Mei Tanaka',
    role: 'Independent Financial Adviser',
    image: portraitOf('Mei Tanaka'),
  }),
]

export default [...presentations, ...testimonials]

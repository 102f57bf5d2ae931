import type {Testimonial} from '@agency/web/sanity.types'
import {portraitOf, type SeedDoc} from '../lib'

type T = Omit<SeedDoc<Testimonial>, '_type' | 'rating'> & {rating?: number}
const t = (x: T): SeedDoc<Testimonial> => ({_type: 'testimonial', rating: 5, ...x})

/** Testimonials on the media area's pages: /podcast (production clients) and /market-research-agent. */
const testimonials = [
  t({
    _id: 'testimonial-media-podcast-lena',
    quote:
      'We record in a spare office with two cheap microphones, and every episode comes back sounding like a studio show, with show notes and clips ready to post. Our downloads doubled in four months.',
    author: 'Lena Hartmann',
    role: 'Host, The Practice Growth Show',
    image: portraitOf('Lena Hartmann'),
  }),
  t({
    _id: 'testimonial-media-podcast-marcus',
    quote:
      'Helix AI took our podcast from idea to launch in three weeks: cover art, trailer, editing and distribution to every platform. I just turn up and talk.',
    author: 'Marcus Reid',
    role: 'Founder, Reid & Cole Financial Planning',
    image: portraitOf('Marcus Reid'),
  }),
  t({
    _id: 'testimonial-media-podcast-priya',
    quote:
      'The AI transcripts and chapter markers alone save our producer a day a week, and the audiograms they cut for social bring in new listeners every episode.',
    author: 'Sofia Marquez',
    role: 'Head of Content, Cloudway HR',
    image: portraitOf('Sofia Marquez'),
  }),
  t({
    _id: 'testimonial-media-research-tom',
    quote:
      'I asked the agent to size the market for mobile pet grooming in three cities. Twenty minutes later I had competitors, pricing and demand signals that would have taken a consultant two weeks.',
    author: 'Tom Alvarez',
    role: 'Owner, Pawfect Mobile Grooming',
    image: portraitOf('Tom Alvarez'),
  }),
  t({
    _id: 'testimonial-media-research-grace',
    quote:
      "We run the agent before every product launch now. It found a competitor's price change and two unmet customer complaints we built our campaign around.",
    author: 'Grace Liu',
    role: 'Marketing Director, Kindred Home Goods',
    image: portraitOf('Grace Liu'),
  }),
  t({
    _id: 'testimonial-media-research-samuel',
    quote:
      'Our pitch decks used to rely on stale reports. The research agent gives us fresh, cited numbers for each client, and our win rate shows it.',
    author: 'Samuel Osei',
    role: 'Managing Partner, Brightpath Ventures',
    image: portraitOf('Samuel Osei'),
  }),
]

export default testimonials

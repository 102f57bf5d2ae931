import type {PodcastEpisode} from '@agency/web/sanity.types'
import {img, site, type SeedDoc} from '../lib'

type E = Omit<SeedDoc<PodcastEpisode>, '_type' | '_id' | 'link' | 'image'> & {slug: string; imageAlt: string}
const episode = ({slug, imageAlt, ...e}: E): SeedDoc<PodcastEpisode> => ({
  _id: `podcastEpisode-media-${slug}`,
  _type: 'podcastEpisode',
  ...e,
  image: img(`episode-${slug}.svg`, imageAlt),
  link: site('podcast', `/episodes/${slug}`),
})

/** The eight episodes on /podcast, newest first. */
const episodes = [
  episode({
    slug: 'ai-receptionist',
    title: 'The AI Receptionist That Never Takes a Day Off',
    description:
      'A dental practice owner explains how a voice agent now books a third of her appointments after hours, and what patients really think of it.',
    date: 'March 3, 2025',
    duration: '41 min',
    imageAlt: 'Episode cover: a phone call with a microphone, a calendar, a smiling face and a clock',
  }),
  episode({
    slug: 'automation-first-steps',
    title: 'Automation First Steps: Where to Start on Monday',
    description:
      'Three workflows almost every small business can automate in a week, the tools we use, and the mistakes that cost our clients time.',
    date: 'February 24, 2025',
    duration: '36 min',
    imageAlt: 'Episode cover: a workflow with a microphone, footprints, a calendar and a lightning bolt',
  }),
  episode({
    slug: 'ai-and-search',
    title: 'Will AI Search Eat Your Website Traffic?',
    description:
      'How AI answers in search change the way customers find local businesses, and the content changes that keep you visible.',
    date: 'February 17, 2025',
    duration: '48 min',
    imageAlt: 'Episode cover: a search magnifier with a microphone, a globe, a sparkle and a map pin',
  }),
  episode({
    slug: 'data-privacy',
    title: 'Your Data, Their Model: AI Privacy Without the Jargon',
    description:
      'A privacy lawyer walks through what happens to customer data you paste into AI tools and the three settings to check today.',
    date: 'February 10, 2025',
    duration: '39 min',
    imageAlt: 'Episode cover: a padlock with a microphone, a shield, a database and a crossed-out eye',
  }),
  episode({
    slug: 'agents-in-sales',
    title: 'AI Agents in the Sales Team',
    description:
      'Lead qualification, follow-up and CRM updates handled by agents: a field report from a 12-person B2B sales team.',
    date: 'February 3, 2025',
    duration: '44 min',
    imageAlt: 'Episode cover: a handshake with a microphone, an AI agent, a rising chart and a team',
  }),
  episode({
    slug: 'content-at-scale',
    title: 'Content at Scale Without Losing Your Voice',
    description:
      'How one marketing agency triples its output with AI drafts, human editing and a brand style guide the model actually follows.',
    date: 'January 27, 2025',
    duration: '33 min',
    imageAlt: 'Episode cover: a pen with a microphone, copies, a megaphone and a picture',
  }),
  episode({
    slug: 'roi-of-ai',
    title: 'Measuring the ROI of AI Projects',
    description:
      'The numbers we track before and after every project (hours saved, response times, conversion) and how to report them to a board.',
    date: 'January 20, 2025',
    duration: '46 min',
    imageAlt: 'Episode cover: a dollar sign with a microphone, a rising chart, a clock and a calculator',
  }),
  episode({
    slug: 'training-your-team',
    title: 'Training Your Team to Work With AI',
    description:
      'Why most AI rollouts stall at adoption, and the simple training plan that got a 40-person logistics firm using AI every day.',
    date: 'January 13, 2025',
    duration: '38 min',
    imageAlt: 'Episode cover: a graduation cap with a microphone, a team, a presentation and a lightbulb',
  }),
]

export default episodes

import type {TeamMember} from '@agency/web/sanity.types'
import {defineDocs, portraitOf, type SeedDoc} from '../lib'

/** The leadership team shown on /about. */
export default defineDocs<SeedDoc<TeamMember>>([
  {
    _id: 'teamMember-pages-maya-okafor',
    _type: 'teamMember',
    name: 'Maya Okafor',
    role: 'Founder & Chief Executive Officer',
    image: portraitOf('Maya Okafor', 'Illustrated portrait of Maya Okafor, founder and CEO of Helix AI'),
    bio: 'Maya spent twelve years leading digital transformation programmes for retail and logistics firms before founding Helix AI to bring the same results to smaller businesses.',
  },
  {
    _id: 'teamMember-pages-daniel-reyes',
    _type: 'teamMember',
    name: 'Daniel Reyes',
    role: 'Chief Technology Officer',
    image: portraitOf('Daniel Reyes', 'Illustrated portrait of Daniel Reyes, chief technology officer of Helix AI'),
    bio: 'Daniel leads our engineers and designs the agents, automations and integrations we ship. He previously built machine-learning platforms for a payments company.',
  },
  {
    _id: 'teamMember-pages-priya-natarajan',
    _type: 'teamMember',
    name: 'Priya Natarajan',
    role: 'Head of Client Success',
    image: portraitOf('Priya Natarajan', 'Illustrated portrait of Priya Natarajan, head of client success at Helix AI'),
    bio: 'Priya makes sure every project ends in measurable results, running onboarding, training and our 24/7 support team across North America and Europe.',
  },
])

import {cta, definePage} from '../lib'

export default definePage({
  slug: "live-session",
  title: "Live Strategy Session",
  seo: {
    title: "2-Hour AI Strategy Session | Helix AI",
    description: "A paid 2-hour one-on-one video strategy session with an AI consultant, with a 100% satisfaction guarantee.",
    keywords: ["AI strategy session", "AI consultation", "one-on-one AI coaching"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Your 2-hour AI strategy session",
      subtitle: "Two focused hours, one-on-one, to build an AI plan for your business.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

import {cta, definePage} from '../lib'

export default definePage({
  slug: "leadconnect-digital",
  title: "LeadConnect Digital",
  seo: {
    title: "LeadConnect Digital: AI Missed-Call Recovery | Helix AI",
    description: "Never lose a lead to a missed call again: AI texts back, qualifies and books every caller you could not answer, 24/7.",
    keywords: ["missed call recovery", "missed call text back", "AI receptionist"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Every missed call, turned into a customer",
      subtitle: "AI texts back, qualifies and books callers you could not answer, 24/7.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

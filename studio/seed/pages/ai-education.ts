import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-education",
  title: "AI Education",
  seo: {
    title: "AI Education & Consultation Sessions | Helix AI",
    description: "One-to-one AI education sessions for business owners and teams, each with 30 days free of an AI agent.",
    keywords: ["AI education", "AI training", "AI consultation"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Learn AI with an expert, one to one",
      subtitle: "Sessions that get you and your team using AI the same week, with 30 days free of an AI agent.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

import {cta, definePage} from '../lib'

export default definePage({
  slug: "leadconnect",
  title: "LeadConnect",
  seo: {
    title: "LeadConnect AI Lead Generation | Helix AI",
    description: "LeadConnect finds, qualifies and books your next customers with AI agents. Pro and Platinum plans, white labeling available.",
    keywords: ["lead generation", "AI lead generation", "LeadConnect"],
  },
  sections: [
    {
      _type: 'hero',
      title: "LeadConnect: AI lead generation that books meetings",
      subtitle: "AI agents find and qualify prospects, then put meetings on your calendar.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

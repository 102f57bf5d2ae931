import {cta, definePage} from '../lib'

export default definePage({
  slug: "research",
  title: "Research",
  seo: {
    title: "AI-Powered Research Services | Helix AI",
    description: "Market, competitor and customer research powered by AI and checked by analysts, delivered as clear reports you can act on.",
    keywords: ["AI research", "market research", "competitor analysis"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Research that turns data into decisions",
      subtitle: "AI gathers and analyses the evidence; our analysts check it and tell you what it means for your business.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

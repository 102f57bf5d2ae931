import {cta, definePage} from '../lib'

export default definePage({
  slug: "consulting",
  title: "Consulting",
  seo: {
    title: "AI Consulting Services | Helix AI",
    description: "Practical AI consulting: we find where AI pays in your business, choose the right tools and plan the rollout. Book a 1-hour video call.",
    keywords: ["AI consulting", "AI strategy", "AI roadmap"],
  },
  sections: [
    {
      _type: 'hero',
      title: "AI consulting that ends in action",
      subtitle: "A clear, costed plan for AI in your business, from strategy to the first live project.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

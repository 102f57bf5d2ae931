import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-implementation-course",
  title: "AI Implementation Course",
  seo: {
    title: "AI Implementation: From Concept to Action | Helix AI",
    description: "A 2-hour live course that takes business owners and managers from AI concept to action. Special price, lifetime access to recordings.",
    keywords: ["AI course", "AI implementation", "AI training for business"],
  },
  sections: [
    {
      _type: 'hero',
      title: "AI Implementation: From Concept to Action",
      subtitle: "A two-hour live course that turns AI ideas into a working plan for your business.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

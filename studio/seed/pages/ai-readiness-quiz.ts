import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-readiness-quiz",
  title: "AI Readiness Quiz",
  seo: {
    title: "AI Readiness Quiz: How Ready Is Your Business? | Helix AI",
    description: "Answer ten questions to score your business's AI readiness out of 50 and get recommendations for your next steps.",
    keywords: ["AI readiness", "AI assessment", "AI quiz"],
  },
  sections: [
    {
      _type: 'hero',
      title: "How ready is your business for AI?",
      subtitle: "Ten questions, five minutes: get your AI readiness score out of 50 and a plan for what to do next.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-news-podcast",
  title: "AI News Podcast",
  seo: {
    title: "AI Fears Report: What People Fear and How to Respond | Helix AI",
    description: "Our report on the main fears people have about AI, what drives them and a strategic response for business leaders.",
    keywords: ["AI fears", "AI news", "AI report"],
  },
  sections: [
    {
      _type: 'hero',
      title: "What people fear about AI, and how to respond",
      subtitle: "A report on the main fears around AI and a strategic response for business leaders.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

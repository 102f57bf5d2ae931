import {cta, definePage} from '../lib'

export default definePage({
  slug: "ask-ai",
  title: "Ask AI",
  seo: {
    title: "Ask AI Assistant | Helix AI",
    description: "Ask our AI assistant anything about AI for your business: tools, costs, use cases and how to get started. Free to use.",
    keywords: ["ask AI", "AI chatbot", "AI assistant"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Ask AI Assistant",
      subtitle: "Ask anything about using AI in your business and get an answer in seconds.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

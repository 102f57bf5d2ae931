import {cta, definePage} from '../lib'

export default definePage({
  slug: "market-research-agent",
  title: "Market Research Agent",
  seo: {
    title: "AI Market Research Agent | Helix AI",
    description: "An AI agent that researches markets, competitors and customers for you in minutes. Start a free trial.",
    keywords: ["market research agent", "AI market research", "competitor research"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Market research in minutes, not weeks",
      subtitle: "An AI agent that researches your market, competitors and customers while you get on with your day.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

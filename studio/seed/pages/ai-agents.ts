import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-agents",
  title: "AI Agents",
  seo: {
    title: "Custom AI Agents for Business | Helix AI",
    description: "AI agents that answer customers, qualify leads and assist your staff, connected to your website, CRM and social channels.",
    keywords: ["AI agents", "AI assistants", "customer service AI"],
  },
  sections: [
    {
      _type: 'hero',
      title: "AI agents that work alongside your team",
      subtitle: "Assistants that answer customers, qualify leads and update your systems, around the clock.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

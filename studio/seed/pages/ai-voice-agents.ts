import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-voice-agents",
  title: "AI Voice Agents",
  seo: {
    title: "AI Voice Agents for Business | Helix AI",
    description: "AI voice agents answer calls 24/7, book appointments and qualify leads. First 500 minutes free for each new agent. Try a live demo.",
    keywords: ["AI voice agents", "AI receptionist", "AI phone answering"],
  },
  sections: [
    {
      _type: 'hero',
      title: "AI voice agents that answer every call",
      subtitle: "Answer, book and qualify around the clock. The first 500 minutes are free for each new voice agent.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

import {cta, definePage} from '../lib'

export default definePage({
  slug: "synapsecore",
  title: "SynapseCore",
  seo: {
    title: "SynapseCore Super Agent: 200+ Models, 2,500+ Tools | Helix AI",
    description: "SynapseCore connects 200+ AI models and 2,500+ tools in one super agent. Free during launch, no credit card, set up in 60 seconds.",
    keywords: ["super agent", "SynapseCore", "AI agent platform"],
  },
  sections: [
    {
      _type: 'hero',
      title: "One agent. 200+ models. 2,500+ tools.",
      subtitle: "SynapseCore connects every model and tool you use in one super agent. Free during launch.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

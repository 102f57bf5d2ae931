import {cta, definePage} from '../lib'

export default definePage({
  slug: "aimindflow",
  title: "AI MindFlow",
  seo: {
    title: "AI MindFlow: Data Workflows with AI | Helix AI",
    description: "AI MindFlow builds data workflows by conversation for business professionals, data analysts, researchers and IT teams.",
    keywords: ["AI workflows", "data automation", "AI MindFlow"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Data workflows, built by conversation",
      subtitle: "AI MindFlow turns plain-language requests into reliable data workflows.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

import {cta, definePage} from '../lib'

export default definePage({
  slug: "presentation-service",
  title: "Presentations",
  seo: {
    title: "AI Presentation Design Service | Helix AI",
    description: "Send your notes or an old deck and get a polished, on-brand presentation designed with AI. Priced per presentation or in packs of 10.",
    keywords: ["presentation design", "AI presentations", "pitch deck"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Presentations designed with AI",
      subtitle: "Upload your notes or old slides; receive a polished, on-brand deck.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

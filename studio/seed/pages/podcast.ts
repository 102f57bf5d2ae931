import {cta, definePage} from '../lib'

export default definePage({
  slug: "podcast",
  title: "Podcast",
  seo: {
    title: "The Helix AI Podcast & Podcast Production | Helix AI",
    description: "Weekly episodes on practical AI for business, plus full podcast production for your own show: editing, show notes and distribution.",
    keywords: ["AI podcast", "podcast production", "business podcast"],
  },
  sections: [
    {
      _type: 'hero',
      title: "The Helix AI Podcast",
      subtitle: "Practical AI for business, every week, and production services for your own show.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

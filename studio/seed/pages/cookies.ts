import {cta, definePage} from '../lib'

export default definePage({
  slug: "cookies",
  title: "Cookie Policy",
  seo: {
    title: "Cookie Policy | Helix AI",
    description: "Which cookies the Helix AI website uses, what each one does, how long it lasts and how you can control them.",
    keywords: ["cookie policy", "cookies"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Cookie Policy",
      subtitle: "Which cookies we use, why, and how you can control them.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

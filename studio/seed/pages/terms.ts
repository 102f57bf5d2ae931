import {cta, definePage} from '../lib'

export default definePage({
  slug: "terms",
  title: "Terms of Service",
  seo: {
    title: "Terms of Service | Helix AI",
    description: "The terms that apply when you use the Helix AI website and buy our AI, web, marketing and education services.",
    keywords: ["terms of service", "terms and conditions"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Terms of Service",
      subtitle: "The terms that apply when you use this website and our services.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

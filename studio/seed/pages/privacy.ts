import {cta, definePage} from '../lib'

export default definePage({
  slug: "privacy",
  title: "Privacy Policy",
  seo: {
    title: "Privacy Policy | Helix AI",
    description: "How Helix AI collects, uses and protects personal information, and the choices and rights you have over your data.",
    keywords: ["privacy policy", "data protection"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Privacy Policy",
      subtitle: "How we collect, use and protect your personal information.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

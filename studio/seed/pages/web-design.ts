import {cta, definePage} from '../lib'

export default definePage({
  slug: "web-design",
  title: "Web Design",
  seo: {
    title: "Web Design Services | Helix AI",
    description: "Fast, accessible, conversion-focused websites designed and built in four clear steps, with AI features that turn visitors into enquiries.",
    keywords: ["web design", "website development", "responsive websites"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Websites that win you customers",
      subtitle: "We design and build fast, accessible websites with AI built in, from the first sketch to launch day.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

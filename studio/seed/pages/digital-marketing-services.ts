import {cta, definePage} from '../lib'

export default definePage({
  slug: "digital-marketing-services",
  title: "Digital Marketing",
  seo: {
    title: "Digital Marketing Services with a Free Website | Helix AI",
    description: "Social media, SEO and ads packages for growing businesses, each with a professionally built website included free.",
    keywords: ["digital marketing", "social media marketing", "SEO services"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Digital marketing with a free website",
      subtitle: "Four packages of social, SEO and ads, each including a professionally built website at no extra cost.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

import {cta, definePage} from '../lib'

export default definePage({
  slug: "blog",
  title: "Blog",
  seo: {
    title: "AI Innovation Blog | Helix AI",
    description: "Articles on AI research, startups, automation, lead generation and platforms, plus professional blog writing services for your business.",
    keywords: ["AI blog", "AI news", "blog writing services"],
  },
  sections: [
    {
      _type: 'hero',
      title: "AI Innovation Blog",
      subtitle: "News, analysis and practical guides on AI for business.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

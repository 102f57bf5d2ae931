import {cta, definePage} from '../lib'

export default definePage({
  slug: "online-course",
  title: "Online Course",
  seo: {
    title: "AI for Business Online Course | Helix AI",
    description: "A complete online course on AI for business, including one month free of AI tools worth $299/month and a 30-day money-back guarantee.",
    keywords: ["online AI course", "AI for business course", "AI skills"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Master AI for your business",
      subtitle: "A complete online course with the tools, templates and practice to use AI with confidence.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

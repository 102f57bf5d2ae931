import {cta, definePage} from '../lib'

export default definePage({
  slug: "pyramid-block-system",
  title: "Pyramid Block System",
  seo: {
    title: "Pyramid Block System: Interlocking Construction | Helix AI",
    description: "An interlocking pyramid block system that builds 10x stronger walls with zero mortar and a 38% lower cost. Investor information.",
    keywords: ["interlocking blocks", "construction innovation", "pyramid block system"],
  },
  sections: [
    {
      _type: 'hero',
      title: "The Pyramid Block System",
      subtitle: "Interlocking blocks that build 10x stronger walls with zero mortar, faster and for less.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

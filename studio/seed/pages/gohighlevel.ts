import {cta, definePage} from '../lib'

export default definePage({
  slug: "gohighlevel",
  title: "GoHighLevel",
  seo: {
    title: "GoHighLevel for Agencies | Helix AI",
    description: "The all-in-one CRM and marketing platform for agencies: funnels, automation and client management. 14-day free trial, no credit card.",
    keywords: ["GoHighLevel", "agency CRM", "marketing automation platform"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Run your whole agency on one platform",
      subtitle: "CRM, funnels, automation and client reporting in one place. Try it free for 14 days.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

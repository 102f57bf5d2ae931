import {cta, definePage} from '../lib'

export default definePage({
  slug: "automation",
  title: "Automation",
  seo: {
    title: "Business Process Automation | Helix AI",
    description: "Automate data entry, reporting, customer service and marketing operations with reliable AI workflows that save time and cut errors.",
    keywords: ["business automation", "AI workflows", "process automation"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Automate the work that slows you down",
      subtitle: "Reliable AI workflows that connect your apps, move your data and free your team for the work that matters.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

import {cta, definePage} from '../lib'

export default definePage({
  slug: "chartopia",
  title: "Chartopia",
  seo: {
    title: "Chartopia: AI Chart Maker | Helix AI",
    description: "Describe the chart you need and Chartopia builds it from your data: clean, accurate charts in seconds.",
    keywords: ["AI chart maker", "data visualization", "Chartopia"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Charts from plain words",
      subtitle: "Describe what you want to see; Chartopia turns your data into a clear chart in seconds.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

import {cta, definePage} from '../lib'

export default definePage({
  slug: "about",
  title: "About",
  seo: {
    title: "About Us | Helix AI",
    description: "Meet Helix AI: an AI services agency of engineers, designers and teachers helping small and medium businesses put AI to work.",
    keywords: ["about Helix AI", "AI agency", "AI team"],
  },
  sections: [
    {
      _type: 'hero',
      title: "We help businesses put AI to work",
      subtitle: "Engineers, designers and teachers who turn AI from a buzzword into results you can measure.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

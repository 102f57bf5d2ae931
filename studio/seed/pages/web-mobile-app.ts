import {cta, definePage} from '../lib'

export default definePage({
  slug: "web-mobile-app",
  title: "Web & Mobile Apps",
  seo: {
    title: "Web & Mobile App Development | Helix AI",
    description: "Custom web and mobile apps, from customer portals to booking apps, designed, built and launched by one team with AI features built in.",
    keywords: ["app development", "mobile apps", "web applications"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Web and mobile apps your customers love",
      subtitle: "From prototype to app store: portals, booking apps and internal tools with AI built in.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

import {cta, definePage} from '../lib'

export default definePage({
  slug: "contact",
  title: "Contact",
  seo: {
    title: "Contact Us | Helix AI",
    description: "Contact Helix AI for a free quote: send us a message, call us 24/7 or book a consultation. We reply within one business day.",
    keywords: ["contact", "free quote", "AI agency contact"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Let's talk about your project",
      subtitle: "Tell us what you need and we will reply within one business day with ideas and a quote.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

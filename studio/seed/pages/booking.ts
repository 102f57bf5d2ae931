import {cta, definePage} from '../lib'

export default definePage({
  slug: "booking",
  title: "Booking",
  seo: {
    title: "Schedule a Consultation | Helix AI",
    description: "Book a free 30-minute strategy session with Helix AI: pick a time that suits you in our online calendar.",
    keywords: ["book a consultation", "free strategy session", "schedule a call"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Schedule a Consultation",
      subtitle: "Book a 30-Minute Strategy Session: a 100% Free Consultation about your AI plans.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

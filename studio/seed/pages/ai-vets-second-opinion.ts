import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-vets-second-opinion",
  title: "AI Vets Second Opinion",
  seo: {
    title: "AI Vets Second Opinion for Pet Owners and Vets | Helix AI",
    description: "AI veterinary consultations, emergency triage and health records for every pet. 7-day free trial.",
    keywords: ["AI vet", "pet health", "veterinary AI"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Expert pet care advice, day and night",
      subtitle: "AI consultations, emergency triage and health records for every pet in your family.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

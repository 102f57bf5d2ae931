import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-doctors-second-opinion",
  title: "AI Doctors Second Opinion",
  seo: {
    title: "AI Doctors Second Opinion | Helix AI",
    description: "A HIPAA-compliant AI second opinion on symptoms, test results and medication, with document analysis and calendar reminders.",
    keywords: ["AI second opinion", "AI doctor", "medical AI"],
  },
  sections: [
    {
      _type: 'hero',
      title: "A second opinion, whenever you need one",
      subtitle: "HIPAA-compliant AI consultations, document analysis and medication tracking.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

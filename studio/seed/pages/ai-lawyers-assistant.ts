import {cta, definePage} from '../lib'

export default definePage({
  slug: "ai-lawyers-assistant",
  title: "AI Lawyers Assistant",
  seo: {
    title: "AI Lawyers Assistant for Self-Represented People | Helix AI",
    description: "Legal help for self-represented litigants, small businesses, landlords, tenants and fraud victims: research, documents and guidance.",
    keywords: ["legal self-help", "AI legal help", "self-represented litigants"],
  },
  sections: [
    {
      _type: 'hero',
      title: "Legal help when you represent yourself",
      subtitle: "Research your case, prepare documents and understand your options with an AI legal assistant.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

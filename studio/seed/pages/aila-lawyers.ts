import {cta, definePage} from '../lib'

export default definePage({
  slug: "aila-lawyers",
  title: "AILA for Law Firms",
  seo: {
    title: "AILA: AI Legal Assistant for Law Firms | Helix AI",
    description: "AILA helps law firms research, draft and manage cases faster, priced per case instead of per hour. Save up to 40% of case time.",
    keywords: ["AI legal assistant", "law firm AI", "legal research AI"],
  },
  sections: [
    {
      _type: 'hero',
      title: "AILA: the AI assistant for law firms",
      subtitle: "Research, drafting and case management, priced per case, not per hour.",
      ctas: [cta('Get a Free Quote', '/contact')],
    },
  ],
})

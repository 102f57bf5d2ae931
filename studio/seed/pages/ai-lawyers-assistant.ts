import {cta, definePage, drawn, ref, site} from '../lib'

export default definePage({
  slug: 'ai-lawyers-assistant',
  title: 'AI Lawyers Assistant',
  seo: {
    title: 'AI Lawyers Assistant for Self-Represented People | Helix AI',
    description:
      'Legal help for self-represented litigants, small businesses, landlords, tenants and fraud victims: research, documents and guidance.',
    keywords: ['legal self-help', 'AI legal help', 'self-represented litigants'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'midnight',
      imageSide: 'left',
      image: drawn('hero-ai-lawyers-assistant.svg'),
      title: 'Legal help when you represent yourself',
      subtitle: 'Research your case, prepare documents and understand your options with an AI legal assistant.',
      ctas: [
        cta('Start Your Case', site('lawyers-assistant', '/signup')),
        cta('See the Plan', '#plan', {style: 'secondary'}),
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'features',
      eyebrow: 'Features',
      heading: 'Everything you need to handle a legal matter yourself',
      columns: 3,
      cards: [
        {
          icon: 'search',
          title: 'Plain-English legal research',
          description:
            'Ask about your situation in everyday words and get the laws, rules and court decisions that apply, explained clearly.',
        },
        {
          icon: 'file',
          title: 'Court-ready documents',
          description:
            'Answer guided questions and get complaints, responses, letters and forms filled in and formatted for filing.',
        },
        {
          icon: 'briefcase',
          title: 'Case organiser',
          description: 'Keep evidence, correspondence, deadlines and notes for each matter together in one place.',
        },
        {
          icon: 'calendar',
          title: 'Deadline reminders',
          description: 'Response dates and hearing times are tracked for you, with reminders before anything is due.',
        },
        {
          icon: 'scale',
          title: 'Hearing preparation',
          description:
            'Practise what to say, see what the other side may argue and build a checklist for the day in court.',
        },
        {
          icon: 'shield',
          title: 'Private and secure',
          description: 'Your case details are encrypted and never shared. Delete your data whenever you choose.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'use-cases',
      eyebrow: 'Use cases',
      heading: 'Common matters people handle with it',
      columns: 3,
      tone: 'muted',
      cards: [
        {
          icon: 'dollar',
          title: 'Small claims',
          description: "Recover unpaid money, deposits or damages up to your state's small-claims limit.",
        },
        {
          icon: 'building',
          title: 'Landlord and tenant disputes',
          description: 'Repairs, deposits, notices and eviction responses, with the rules for your state.',
        },
        {
          icon: 'briefcase',
          title: 'Unpaid invoices',
          description: 'Demand letters and claims that get small businesses paid for work already done.',
        },
        {
          icon: 'file',
          title: 'Contract disagreements',
          description: 'Understand what a contract really says and what your options are when it is broken.',
        },
        {
          icon: 'lock',
          title: 'Fraud and scams',
          description: 'Report fraud, dispute charges and pursue the people who took your money.',
        },
        {
          icon: 'users',
          title: 'Consumer complaints',
          description: 'Letters and complaints to companies, regulators and ombudsmen that get a response.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'audiences',
      eyebrow: 'Who it is for',
      heading: 'Built for people without a lawyer on retainer',
      columns: 4,
      cards: [
        {
          icon: 'scale',
          title: 'Self-represented litigants',
          description: 'Handle your own case with confidence, from the first filing to the hearing.',
        },
        {
          icon: 'briefcase',
          title: 'Small businesses',
          description: 'Deal with contracts, unpaid invoices and disputes without hourly legal bills.',
        },
        {
          icon: 'building',
          title: 'Landlords and tenants',
          description: 'Know your rights and obligations, and the right notice for every situation.',
        },
        {
          icon: 'shield',
          title: 'Fraud victims',
          description: 'Take practical steps to report fraud and try to recover what you lost.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'how-it-works',
      heading: 'How it works',
      items: [
        {
          icon: 'message',
          title: 'Describe your situation',
          description:
            'Tell the assistant what happened in your own words. It asks follow-up questions to understand the facts.',
        },
        {
          icon: 'lightbulb',
          title: 'Understand your options',
          description: 'See the laws that apply, the routes open to you and what each one involves.',
        },
        {
          icon: 'file',
          title: 'Prepare and file',
          description: 'Generate the documents you need, check them against a checklist and file with confidence.',
        },
      ],
    },
    {
      _type: 'packages',
      anchor: 'plan',
      eyebrow: 'Pricing',
      heading: 'One plan, everything included',
      items: [ref('pkg-industries-legal-professional')],
      cta: cta('Start Professional Plan', site('lawyers-assistant', '/signup')),
      note: 'The assistant provides legal information, not legal advice. For complex matters, consult a licensed attorney.',
    },
    {
      _type: 'faq',
      anchor: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Is this a replacement for a lawyer?',
          answer:
            'No. The assistant gives you legal information, research and document preparation so you can represent yourself well. For complex or high-stakes matters we recommend consulting a licensed attorney.',
        },
        {
          question: 'Which courts and states does it cover?',
          answer:
            'Research and templates cover all 50 US states, with small-claims, landlord-tenant and civil court rules for each state. Always confirm local court rules before you file.',
        },
        {
          question: 'Can I cancel the Professional Plan?',
          answer:
            'Yes. The plan is billed monthly and you can cancel at any time from your account. Your documents remain available to download until the end of the billing period.',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Take the first step on your case today',
      intro: 'Unlimited searches, cases and documents, and 100+ templates in the Professional Plan.',
      ctas: [
        cta('Start Your Case', site('lawyers-assistant', '/signup')),
        cta('Visit the Website', site('lawyers-assistant'), {style: 'secondary'}),
      ],
    },
  ],
})

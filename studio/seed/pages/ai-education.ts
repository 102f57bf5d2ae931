import {cta, definePage, drawn, ref} from '../lib'

/** The education page: three session packages, five add-ons (Buy Now), the four-step process, testimonials. */
export default definePage({
  slug: 'ai-education',
  title: 'AI Education',
  seo: {
    title: 'AI Education & Consultation Sessions | Helix AI',
    description:
      'One-to-one AI education sessions for business owners and teams, each with 30 days free of an AI agent.',
    keywords: ['AI education', 'AI training', 'AI consultation'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'lavender',
      image: drawn('hero-ai-education.svg'),
      title: 'Learn AI with an expert, one to one',
      subtitle: 'Sessions that get you and your team using AI the same week, with 30 days free of an AI agent.',
      ctas: [cta('Choose a Session', '#sessions'), cta('Get a Free Quote', '/contact', {style: 'secondary'})],
    },
    {
      _type: 'packages',
      anchor: 'sessions',
      eyebrow: 'Sessions',
      heading: 'Choose your session',
      intro: 'Live, one-to-one video sessions built around your business, not a generic slide deck.',
      items: [
        ref('pkg-consultation-discovery'),
        ref('pkg-consultation-workshop'),
        ref('pkg-consultation-transformation'),
      ],
      note: 'Every paid session includes 30 days free of one of our two AI agents.',
    },
    {
      _type: 'cardGrid',
      anchor: 'free-agent',
      tone: 'accent',
      eyebrow: 'Included with every paid session',
      heading: '30 days free of one of two AI agents',
      intro:
        'Put what you learn to work straight away. After your session, pick one agent and use it free for 30 days.',
      columns: 2,
      cards: [
        {
          icon: 'target',
          title: 'Lead-generation agent',
          description:
            'Finds prospects that match your ideal customer, researches them and drafts personalised first messages for you to approve.',
          items: ['Prospect lists built daily', 'Personalised outreach drafts', 'Exports to your CRM'],
        },
        {
          icon: 'search',
          title: 'Deep-research agent',
          description:
            'Reads the web and your documents to answer hard business questions with sources, in minutes rather than days.',
          items: [
            'Market and competitor research',
            'Cited, structured reports',
            'Follow-up questions in plain English',
          ],
        },
      ],
    },
    {
      _type: 'addOns',
      anchor: 'add-ons',
      eyebrow: 'Add-ons',
      heading: 'Go further after your session',
      intro: 'Add these to any session. Each one is bought on its own secure checkout page.',
      showBuy: true,
      buyLabel: 'Buy Now',
      items: [
        ref('addon-consultation-prompts'),
        ref('addon-consultation-setup'),
        ref('addon-consultation-team'),
        ref('addon-consultation-review'),
        ref('addon-consultation-monthly'),
      ],
    },
    {
      _type: 'steps',
      tone: 'muted',
      eyebrow: 'How it works',
      heading: 'Four steps from booking to results',
      items: [
        {
          icon: 'calendar',
          title: 'Book',
          description:
            'Choose a session and a time that suits you. You receive a confirmation and a short questionnaire.',
        },
        {
          icon: 'search',
          title: 'Needs assessment',
          description:
            'We review your answers, your tools and your goals before the call, so no session time is wasted.',
        },
        {
          icon: 'graduation',
          title: 'Personalized session',
          description: 'A live session on your real tasks: we build, test and explain together, at your pace.',
        },
        {
          icon: 'refresh',
          title: 'Implementation support',
          description: 'Templates, a recording and email support afterwards help you keep going when the call ends.',
        },
      ],
    },
    {
      _type: 'testimonials',
      eyebrow: 'Client results',
      heading: 'What our students say',
      items: [
        ref('testimonial-sales-education-hannah'),
        ref('testimonial-sales-education-leo'),
        ref('testimonial-sales-education-mei'),
      ],
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Training a whole team?',
      intro: 'Tell us how many people and what they work on, and we will put together a programme and a quote.',
      ctas: [cta('Contact Us', '/contact')],
    },
  ],
})

import {buy, cta, definePage, drawn, ref} from '../lib'

const requestConsultation = () => cta('Request a Consultation', '/contact')
const bookVideoCall = () => buy('Book 1-Hour Video Call', 'offer-video-call', {style: 'secondary'})

export default definePage({
  slug: 'consulting',
  title: 'Consulting',
  seo: {
    title: 'AI Consulting Services | Helix AI',
    description:
      'Practical AI consulting: we find where AI pays in your business, choose the right tools and plan the rollout. Book a 1-hour video call.',
    keywords: ['AI consulting', 'AI strategy', 'AI roadmap', 'AI implementation', 'digital transformation'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'dark',
      image: drawn('hero-consulting.svg'),
      badge: 'Special Offer: 1-Hour Video Call {price}',
      offer: ref('offer-video-call'),
      title: 'AI consulting that ends in action',
      subtitle:
        'A clear, costed plan for AI in your business, from strategy to the first live project. Start with a free consultation, or book a focused 1-hour video call with a senior consultant.',
      ctas: [requestConsultation(), bookVideoCall()],
    },
    {
      _type: 'cardGrid',
      anchor: 'services',
      eyebrow: 'Services',
      heading: 'How we help',
      columns: 4,
      cards: [
        {
          icon: 'target',
          title: 'AI Strategy',
          description: 'Find the processes where AI will pay back fastest and set goals you can measure.',
        },
        {
          icon: 'settings',
          title: 'Tool Selection',
          description: 'Compare platforms and vendors honestly and choose the tools that fit your budget and team.',
        },
        {
          icon: 'map',
          title: 'Implementation Roadmap',
          description: 'A step-by-step plan with timelines, costs, owners and risks for every project.',
        },
        {
          icon: 'graduation',
          title: 'Team Training',
          description: 'Workshops that give your staff the skills and confidence to use AI every day.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'process',
      eyebrow: 'Process',
      heading: 'Our consulting process',
      tone: 'muted',
      items: [
        {
          icon: 'search',
          title: 'Assessment',
          description: 'We interview your team, review your processes and data, and benchmark your AI readiness.',
        },
        {
          icon: 'lightbulb',
          title: 'Opportunities',
          description: 'We rank AI opportunities by value, cost and effort, and agree priorities with you.',
        },
        {
          icon: 'map',
          title: 'Roadmap',
          description: 'We deliver a practical plan with tools, budgets, timelines and success measures.',
        },
        {
          icon: 'rocket',
          title: 'Implementation support',
          description: 'We guide the first projects to launch and measure the results alongside your team.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'case-studies',
      eyebrow: 'Case studies',
      heading: 'Results from recent engagements',
      columns: 3,
      cards: [
        {
          icon: 'building',
          eyebrow: 'Logistics',
          title: 'Dispatch planning for a regional carrier',
          description: 'An AI roadmap that led to automated route planning and customer delivery updates.',
          result: 'Planning time cut by 43% in six months',
        },
        {
          icon: 'briefcase',
          eyebrow: 'Accounting',
          title: 'Document automation for an accounting firm',
          description: 'We chose and rolled out document-reading AI for client paperwork before tax season.',
          result: 'Up to 30% less manual data entry',
        },
        {
          icon: 'heart',
          eyebrow: 'Hospitality',
          title: 'Guest service for a hotel group',
          description: 'A guest-messaging assistant, and training for the staff who work beside it.',
          result: 'Direct bookings up 27%, review scores up',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Ready to make AI work for your business?',
      intro: 'Request a free consultation, or book a focused 1-hour video call to get expert answers this week.',
      tone: 'dark',
      ctas: [requestConsultation(), bookVideoCall()],
    },
  ],
})

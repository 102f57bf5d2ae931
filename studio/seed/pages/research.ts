import {cta, definePage, drawn} from '../lib'

export default definePage({
  slug: 'research',
  title: 'Research',
  seo: {
    title: 'AI-Powered Research Services | Helix AI',
    description:
      'Market, competitor and customer research powered by AI and checked by analysts, delivered as clear reports you can act on.',
    keywords: ['AI research', 'market research', 'competitor analysis', 'customer insights', 'research reports'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'violet',
      image: drawn('hero-research.svg'),
      title: 'Research that turns data into decisions',
      subtitle:
        'AI gathers and analyses the evidence; our analysts check it and tell you what it means for your business.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('See Our Method', '#method', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      anchor: 'capabilities',
      eyebrow: 'Capabilities',
      heading: 'Research services',
      columns: 4,
      cards: [
        {
          icon: 'trending-up',
          title: 'Market Research',
          description: 'Size your market, spot trends and find the segments most likely to buy.',
        },
        {
          icon: 'target',
          title: 'Competitor Analysis',
          description: 'Compare offers, prices, messaging and reviews across your competitors.',
        },
        {
          icon: 'users',
          title: 'Customer Insights',
          description: 'Learn what customers want from surveys, reviews, support tickets and social conversations.',
        },
        {
          icon: 'lightbulb',
          title: 'Product Research',
          description: 'Test ideas and features against real demand before you invest in building them.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'method',
      eyebrow: 'Method',
      heading: 'How we research',
      tone: 'muted',
      items: [
        {
          icon: 'database',
          title: 'Data Collection',
          description:
            'We gather data from public sources, industry reports, reviews, social media and your own systems.',
        },
        {
          icon: 'chart',
          title: 'Analysis',
          description: 'AI models sort, summarise and find patterns across thousands of sources in hours, not weeks.',
        },
        {
          icon: 'lightbulb',
          title: 'Insights Generation',
          description:
            'Our analysts check the findings, test them against your goals and turn them into clear insights.',
        },
        {
          icon: 'file',
          title: 'Reporting',
          description: 'You receive a concise report with charts, recommendations and the sources behind every claim.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'case-studies',
      eyebrow: 'Case studies',
      heading: 'Research that changed the plan',
      columns: 3,
      cards: [
        {
          icon: 'building',
          eyebrow: 'Retail',
          title: 'A new region for a furniture retailer',
          description: 'Analysis of demand, competitors and rents pointed to an overlooked suburb for the next store.',
          result: 'New store beat its first-year target by 27%',
        },
        {
          icon: 'stethoscope',
          eyebrow: 'Healthcare',
          title: 'Patient needs for a clinic group',
          description: '12,000 reviews and survey answers revealed the top three reasons patients switched clinics.',
          result: 'Repeat bookings up 19% after the changes',
        },
        {
          icon: 'code',
          eyebrow: 'Software',
          title: 'Pricing for a SaaS launch',
          description: 'A review of 40 competitors and 300 interviews set a three-tier pricing model.',
          result: 'Trial-to-paid conversion up 43%',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Have a question only research can answer?',
      intro: 'Tell us what you need to know and when, and we will propose a research plan and a fixed price.',
      tone: 'dark',
      ctas: [cta('Start Your Research Project', '/contact')],
    },
  ],
})

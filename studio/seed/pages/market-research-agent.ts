import {cta, definePage, drawn, ref, site} from '../lib'

const trial = site('research-agent', '/free-trial')

export default definePage({
  slug: 'market-research-agent',
  title: 'Market Research Agent',
  seo: {
    title: 'AI Market Research Agent | Helix AI',
    description:
      'An AI agent that researches markets, competitors and customers for you in minutes, with cited sources. Start a free trial.',
    keywords: [
      'market research agent',
      'AI market research',
      'competitor research',
      'AI research assistant',
      'market analysis',
    ],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'violet',
      imageSide: 'left',
      image: drawn('hero-market-research-agent.svg'),
      badge: 'Free trial',
      title: 'Market research in minutes, not weeks',
      subtitle: 'An AI agent that researches your market, competitors and customers while you get on with your day.',
      ctas: [cta('Start Free Trial', trial), cta('Try the Agent', '#agent', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Sound familiar?',
      heading: 'Research should not slow you down',
      columns: 4,
      cards: [
        {
          icon: 'clock',
          title: 'Weeks of manual digging',
          description: 'Hours lost in search results, spreadsheets and reports before you can make a decision.',
        },
        {
          icon: 'dollar',
          title: 'Expensive reports',
          description: 'Agency studies and industry reports cost thousands and are out of date on arrival.',
        },
        {
          icon: 'search',
          title: 'Competitors you miss',
          description: 'New entrants and price changes slip past until they show up in your sales numbers.',
        },
        {
          icon: 'users',
          title: 'Guesswork about customers',
          description: 'Decisions based on hunches because nobody has time to read every review and forum.',
        },
      ],
    },
    {
      _type: 'embed',
      anchor: 'agent',
      tone: 'muted',
      heading: 'Try the market research agent',
      intro:
        'Describe your market or product and ask a question. The agent searches, reads and summarises with links to every source.',
      url: 'https://agent.example.com/embed/market-research',
      title: 'Market research agent',
      height: 800,
      allow: 'clipboard-read; clipboard-write',
      width: 'wide',
    },
    {
      _type: 'cardGrid',
      anchor: 'features',
      heading: 'What the agent does for you',
      columns: 3,
      cards: [
        {
          icon: 'chart',
          title: 'Market sizing',
          description: 'Estimates market size and growth from public data, with the assumptions spelled out.',
        },
        {
          icon: 'target',
          title: 'Competitor analysis',
          description: "Profiles competitors' products, pricing, positioning and reviews side by side.",
        },
        {
          icon: 'message',
          title: 'Customer insights',
          description: 'Reads reviews, forums and social posts to surface what customers love and complain about.',
        },
        {
          icon: 'trending-up',
          title: 'Trend tracking',
          description: 'Watches your market and alerts you to new entrants, price changes and rising topics.',
        },
        {
          icon: 'file',
          title: 'Ready-made reports',
          description: 'Exports clear summaries, tables and charts you can drop into a deck or plan.',
        },
        {
          icon: 'link',
          title: 'Cited sources',
          description: 'Every claim links to where it came from, so you can check it before you act.',
        },
      ],
    },
    {
      _type: 'testimonials',
      tone: 'muted',
      heading: 'What our users say',
      items: [
        ref('testimonial-media-research-tom'),
        ref('testimonial-media-research-grace'),
        ref('testimonial-media-research-samuel'),
      ],
    },
    {
      _type: 'embed',
      heading: 'Get market insights in your inbox',
      intro: 'One email a month with research tips, new agent features and trends worth watching.',
      ownForm: 'newsletter',
      title: 'Market research newsletter sign-up form',
      height: 650,
      width: 'narrow',
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Start researching smarter today',
      intro: 'Try the market research agent free and get your first report in minutes.',
      ctas: [cta('Start Free Trial', trial), cta('Talk to Our Team', '/contact', {style: 'secondary'})],
    },
  ],
})

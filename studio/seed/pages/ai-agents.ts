import {cta, definePage, drawn, site} from '../lib'

export default definePage({
  slug: 'ai-agents',
  title: 'AI Agents',
  seo: {
    title: 'Custom AI Agents for Business | Helix AI',
    description:
      'AI agents that answer customers, qualify leads and assist your staff, connected to your website, CRM and social channels.',
    keywords: ['AI agents', 'AI assistants', 'customer service AI', 'sales AI assistant', 'chatbot'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'midnight',
      image: drawn('hero-ai-agents.svg'),
      title: 'AI agents that work alongside your team',
      subtitle: 'Assistants that answer customers, qualify leads and update your systems, around the clock.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Try the Live Agent', '#live-agent', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      anchor: 'capabilities',
      eyebrow: 'Capabilities',
      heading: 'What our AI agents can do',
      columns: 4,
      cards: [
        {
          icon: 'message',
          title: 'Natural conversations',
          description:
            'Understand questions in plain language and reply in your brand voice, in more than 30 languages.',
        },
        {
          icon: 'brain',
          title: 'Know your business',
          description: 'Trained on your services, prices, policies and FAQs, so answers are accurate and specific.',
        },
        {
          icon: 'workflow',
          title: 'Take action',
          description:
            'Book appointments, create tickets, update your CRM and send follow-ups without a person stepping in.',
        },
        {
          icon: 'clock',
          title: 'Available 24/7',
          description:
            'Reply instantly at any hour and hand over to your team, with full context, when a person is needed.',
        },
      ],
    },
    {
      _type: 'embed',
      anchor: 'live-agent',
      eyebrow: 'Live demo',
      heading: 'Talk to one of our agents now',
      intro: 'Ask it about our services, prices or how an agent would work in your business.',
      tone: 'muted',
      url: site('agents', '/embed/helix-assistant'),
      title: 'Helix AI assistant chat',
      height: 800,
      minHeight: 800,
      allow: 'microphone; clipboard-read; clipboard-write',
      width: 'wide',
    },
    {
      _type: 'cardGrid',
      anchor: 'solutions',
      eyebrow: 'Solutions',
      heading: 'Agents built for the job',
      columns: 3,
      cards: [
        {
          icon: 'sparkles',
          title: 'Personal Assistant',
          description:
            'Manages your calendar, drafts emails, summarises documents and reminds you of what matters today.',
          items: ['Email and calendar management', 'Meeting notes and summaries', 'Research on demand'],
          link: cta('Try Demo', site('agents', '/demo/personal-assistant')),
        },
        {
          icon: 'headphones',
          title: 'Customer Service Agent',
          description: 'Answers customer questions on every channel, resolves common requests and escalates the rest.',
          items: [
            'Instant answers from your knowledge base',
            'Order and booking lookups',
            'Smooth handover to your team',
          ],
          link: cta('Discuss Your Project', '/contact', {style: 'secondary'}),
        },
        {
          icon: 'dollar',
          title: 'Sales Assistant',
          description:
            'Qualifies leads, recommends the right product, books sales calls and follows up until they are ready to buy.',
          items: ['Lead qualification', 'Product recommendations', 'Automatic follow-ups'],
          link: cta('Discuss Your Project', '/contact', {style: 'secondary'}),
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'integrations',
      eyebrow: 'Integrations',
      heading: 'Your agent, wherever your customers are',
      tone: 'muted',
      columns: 3,
      cards: [
        {
          icon: 'globe',
          title: 'Website Chat',
          description: 'A chat widget on your site that greets visitors, answers questions and captures leads.',
        },
        {
          icon: 'database',
          title: 'CRM Integration',
          description:
            'Contacts, conversations and deals flow straight into HubSpot, Salesforce, GoHighLevel and more.',
        },
        {
          icon: 'users',
          title: 'Social Media',
          description: 'Reply to messages and comments on Facebook, Instagram and WhatsApp from one agent.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'setup',
      eyebrow: 'Setup',
      heading: 'Live in four steps',
      items: [
        {
          icon: 'search',
          title: 'Discovery call',
          description: 'We learn your goals, customers and the conversations your agent should handle.',
        },
        {
          icon: 'book',
          title: 'Training',
          description: 'We teach the agent your services, policies and tone using your documents and website.',
        },
        {
          icon: 'plug',
          title: 'Integration',
          description: 'We connect it to your website, CRM, calendar and social channels, and test every path.',
        },
        {
          icon: 'rocket',
          title: 'Launch and improve',
          description: 'Your agent goes live and we review conversations to make it smarter every month.',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Put an AI agent to work for your business',
      intro: "Tell us which conversations take up your team's time and we will show you an agent that handles them.",
      tone: 'dark',
      ctas: [cta('Get Your AI Agent', '/contact'), cta('Book a Call', '/booking', {style: 'secondary'})],
    },
  ],
})

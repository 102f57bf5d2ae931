import {cta, definePage, drawn} from '../lib'

export default definePage({
  slug: 'synapsecore',
  title: 'SynapseCore',
  seo: {
    title: 'SynapseCore Super Agent: 200+ Models, 2,500+ Tools | Helix AI',
    description:
      'SynapseCore connects 200+ AI models and 2,500+ tools in one super agent. Free during launch, no credit card, set up in 60 seconds.',
    keywords: ['super agent', 'SynapseCore', 'AI agent platform'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'midnight',
      imageSide: 'left',
      image: drawn('hero-synapsecore.svg'),
      badge: 'Free during launch',
      title: 'One agent. 200+ models. 2,500+ tools.',
      subtitle: 'SynapseCore connects every model and tool you use in one super agent. Free during launch.',
      ctas: [cta('Get Early Access', '/contact'), cta('See Integrations', '/integrations', {style: 'secondary'})],
    },
    {
      _type: 'stats',
      anchor: 'numbers',
      heading: 'One platform, the whole AI ecosystem',
      items: [
        {value: '200+', label: 'AI models'},
        {value: '2,500+', label: 'Tools'},
        {value: '2,700+', label: 'Integrations'},
        {value: '10,000+', label: 'Users'},
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'features',
      eyebrow: 'Features',
      heading: 'A super agent that works across everything you use',
      columns: 3,
      tone: 'muted',
      cards: [
        {
          icon: 'brain',
          title: 'Every model in one place',
          description:
            'Switch between 200+ AI models from every major provider, or let SynapseCore pick the best one for each task.',
        },
        {
          icon: 'plug',
          title: '2,500+ tools via MCP',
          description:
            'Paste one MCP URL and your agent can use 2,500+ tools: search, email, spreadsheets, CRMs and more.',
        },
        {
          icon: 'lock',
          title: 'Your keys, your models',
          description: 'Connect with your own provider API keys. You pay providers directly, with no mark-up on usage.',
        },
        {
          icon: 'workflow',
          title: 'Multi-step automation',
          description: 'Chain models and tools into agents that research, decide and act across your apps.',
        },
        {
          icon: 'database',
          title: 'Shared memory',
          description: 'Context carries across conversations and tools, so your agent remembers what matters.',
        },
        {
          icon: 'zap',
          title: 'Ready in about 60 seconds',
          description: 'No servers and no code: paste your keys and an MCP URL and start working.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'setup',
      heading: 'Set up in about 60 seconds',
      items: [
        {
          icon: 'lock',
          title: 'Paste your provider keys',
          description: 'Add API keys for the AI providers you already use, such as OpenAI, Anthropic or Google.',
        },
        {
          icon: 'link',
          title: 'Add your MCP URL',
          description: 'Paste one MCP URL to connect 2,500+ tools and your apps.',
        },
        {
          icon: 'rocket',
          title: 'Start your super agent',
          description: 'Ask for anything: SynapseCore routes it to the right model and tools.',
        },
      ],
    },
    {
      _type: 'promoBanners',
      anchor: 'launch',
      banners: [
        {
          icon: 'sparkles',
          badge: 'Launch offer',
          title: 'Free during launch. No credit card.',
          text: 'Early users get full access to every model and tool while we launch. Tell us about your use case to get started.',
          link: cta('Claim Free Access', '/contact'),
          theme: 'violet',
        },
      ],
    },
    {
      _type: 'integrations',
      anchor: 'integrations',
      eyebrow: '2,700+ integrations',
      heading: 'Works with the providers and apps you already use',
      intro:
        '180+ AI models ready the moment you paste your keys, and thousands of apps through MCP. A few favourites:',
      tiles: [
        {name: 'OpenAI', type: 'AI Provider'},
        {name: 'Anthropic', type: 'AI Provider'},
        {name: 'Google Gemini', type: 'AI Provider'},
        {name: 'Mistral', type: 'AI Provider'},
        {name: 'Meta Llama', type: 'AI Provider'},
        {name: 'Cohere', type: 'AI Provider'},
        {name: 'Gmail', type: 'App'},
        {name: 'Slack', type: 'App'},
        {name: 'Notion', type: 'App'},
        {name: 'Google Sheets', type: 'App'},
        {name: 'HubSpot', type: 'App'},
        {name: 'GitHub', type: 'App'},
      ],
      link: cta('View All Integrations', '/integrations'),
    },
    {
      _type: 'callToAction',
      heading: 'Build your super agent today',
      intro: 'Free during launch, no credit card required. Set up in about 60 seconds.',
      ctas: [cta('Get Started Free', '/contact')],
    },
  ],
})

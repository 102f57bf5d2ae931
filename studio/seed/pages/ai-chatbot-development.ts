import {cta, definePage, drawn, ref} from '../lib'

/** Chatbot development service: use cases, features, process and the three packages. */
export default definePage({
  slug: 'ai-chatbot-development',
  title: 'AI Chatbot Development',
  seo: {
    title: 'AI Chatbot Development | Helix AI',
    description:
      'Custom AI chatbots for your website, WhatsApp and support desk, trained on your own knowledge and connected to your systems.',
    keywords: ['AI chatbot development', 'custom chatbot', 'customer support chatbot'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'dark',
      imageSide: 'left',
      image: drawn('hero-ai-chatbot-development.svg'),
      title: 'Chatbots that actually help',
      subtitle: 'Custom AI chatbots trained on your knowledge and connected to your systems.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('View Packages', '#packages', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Use cases',
      heading: 'Where a chatbot pays for itself',
      intro: 'We build chatbots around a clear job, so they answer correctly and know when to hand over to a person.',
      columns: 3,
      cards: [
        {
          icon: 'headphones',
          title: 'Customer support',
          description:
            'Answer common questions instantly, day and night, and pass complex cases to your team with the full conversation.',
        },
        {
          icon: 'target',
          title: 'Lead qualification',
          description: 'Greet website visitors, ask the right questions and send qualified leads straight to your CRM.',
        },
        {
          icon: 'calendar',
          title: 'Appointment booking',
          description: 'Let customers check availability and book, reschedule or cancel without a phone call.',
        },
        {
          icon: 'building',
          title: 'E-commerce assistance',
          description: 'Help shoppers find products, check order status and understand shipping and returns.',
        },
        {
          icon: 'book',
          title: 'Internal knowledge base',
          description: 'Give staff instant answers from your policies, manuals and documentation.',
        },
        {
          icon: 'users',
          title: 'HR and onboarding',
          description: 'Guide new hires through their first weeks and answer benefits and policy questions.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Features',
      heading: 'Built for your business, not a template',
      tone: 'muted',
      columns: 4,
      cards: [
        {
          icon: 'brain',
          title: 'Trained on your knowledge',
          description: 'Answers come from your website, documents and FAQs, not guesses.',
        },
        {
          icon: 'plug',
          title: 'Connected to your systems',
          description: 'CRM, booking, help-desk and e-commerce integrations that take real actions.',
        },
        {
          icon: 'globe',
          title: 'Every channel',
          description: 'Your website, WhatsApp, Messenger and more, from one chatbot.',
        },
        {
          icon: 'shield',
          title: 'Safe by design',
          description: 'Guardrails, human hand-off and privacy-conscious data handling built in.',
        },
      ],
    },
    {
      _type: 'steps',
      eyebrow: 'Our process',
      heading: 'How we build your chatbot',
      items: [
        {
          icon: 'search',
          title: 'Discover',
          description: 'We map the questions, tasks and systems your chatbot needs to handle.',
        },
        {
          icon: 'code',
          title: 'Build and train',
          description: 'We design the conversations, connect your data and integrations, and train the bot.',
        },
        {
          icon: 'check',
          title: 'Test',
          description: 'We test with real questions, tune the answers and set up hand-off to your team.',
        },
        {
          icon: 'rocket',
          title: 'Launch and improve',
          description: 'We launch, watch the conversations and keep improving during your update period.',
        },
      ],
    },
    {
      _type: 'packages',
      anchor: 'packages',
      eyebrow: 'Pricing',
      heading: 'Chatbot packages',
      intro: 'One-time project prices, including design, build, training and launch.',
      items: [
        ref('pkg-products-chatbot-basic'),
        ref('pkg-products-chatbot-business'),
        ref('pkg-products-chatbot-enterprise'),
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Let us build a chatbot your customers like using',
      intro: 'Tell us what it should do and we will reply with a plan, a timeline and a fixed quote.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Explore All Services', '/services', {style: 'secondary'})],
    },
  ],
})

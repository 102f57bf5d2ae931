import {cta, definePage, drawn} from '../lib'

export default definePage({
  slug: 'ask-ai',
  title: 'Ask AI',
  seo: {
    title: 'Ask AI Assistant | Helix AI',
    description:
      'Ask our AI assistant anything about AI for your business: tools, costs, use cases and how to get started. Free to use.',
    keywords: ['ask AI', 'AI chatbot', 'AI assistant', 'AI questions', 'free AI help'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'midnight',
      imageSide: 'left',
      image: drawn('hero-ask-ai.svg'),
      title: 'Ask AI Assistant',
      subtitle: 'Ask anything about using AI in your business and get an answer in seconds.',
      ctas: [cta('Start Asking', '#assistant'), cta('Talk to a Human', '/contact', {style: 'secondary'})],
    },
    {
      _type: 'embed',
      anchor: 'assistant',
      heading: 'Chat with the assistant',
      intro: 'Type your question below. You can copy answers out of the chat, or paste in a document to ask about it.',
      url: 'https://chat.example.com/embed/helix-ask-ai',
      title: 'Ask AI Assistant chatbot',
      height: 700,
      minHeight: 700,
      allow: 'clipboard-read; clipboard-write',
      width: 'wide',
    },
    {
      _type: 'cardGrid',
      tone: 'muted',
      heading: 'Questions people ask',
      columns: 3,
      cards: [
        {
          icon: 'lightbulb',
          title: 'Where do I start?',
          description: '"Which tasks in my business could AI take over first, and what would it cost?"',
        },
        {
          icon: 'settings',
          title: 'Which tool fits?',
          description: '"Should I use a chatbot, a voice agent or an automation for customer enquiries?"',
        },
        {
          icon: 'shield',
          title: 'Is it safe?',
          description: '"What happens to my customer data when I use an AI assistant, and how do I protect it?"',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Want a plan made for your business?',
      intro:
        'The assistant gives general answers. For a plan based on your own numbers, book a free consultation with our team.',
      ctas: [cta('Book a Free Consultation', '/booking'), cta('Get a Free Quote', '/contact', {style: 'secondary'})],
    },
  ],
})

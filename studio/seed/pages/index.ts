import {buy, cta, definePage, drawn, img, ref} from '../lib'
import serviceCards from '../documents/serviceCards'

/** A group of the home page's service cards, by the cards' ids (documents/serviceCards.ts). */
function group(heading: string, intro: string, ids: string[]) {
  for (const id of ids)
    if (!serviceCards.some((c) => c._id === `serviceCard-${id}`)) throw new Error(`No service card "${id}"`)
  return {heading, intro, items: ids.map((id) => ref(`serviceCard-${id}`))}
}

/** The home page (slug "index" is served at /). */
export default definePage({
  slug: 'index',
  title: 'Home',
  seo: {
    title: 'Helix AI | AI Agents, Automation, Voice & Web for Growing Businesses',
    description:
      'Helix AI builds AI agents, voice assistants, automations, websites and marketing for small and medium businesses. Free quote, support 24/7.',
    keywords: [
      'AI agency',
      'AI agents',
      'AI automation',
      'AI voice agents',
      'web design',
      'digital marketing',
      'AI consulting',
    ],
  },
  sections: [
    {
      _type: 'videoHero',
      title: 'AI that answers, sells and works while you sleep',
      subtitle:
        'We design, build and run AI agents, voice assistants, automations and websites for growing businesses, and we teach your team to use them. Support 24/7.',
      poster: img(
        'hero-home.svg',
        'Illustration of a glowing spark connected to an AI agent, a workflow, a phone call and a chart on a dark violet background',
      ),
      picture: drawn('home-at-work.svg'),
      videoUrl: '/seed/hero-home.mp4',
      ctas: [
        cta('Get a Free Quote', '/contact'),
        cta('AI Implementation Course', '/ai-implementation-course', {style: 'secondary', badge: 'New!'}),
      ],
    },
    {_type: 'floatingTab', label: 'TODAY AI NEWS', href: '/ai-news-podcast'},
    {
      _type: 'promoBanners',
      eyebrow: 'Current offers',
      heading: 'More value in every package',
      banners: [
        {
          icon: 'megaphone',
          badge: 'Free website',
          title: 'Digital marketing with a free website',
          text: 'Every marketing package, from {price}, includes a professionally built website at no extra cost.',
          offer: ref('pkg-marketing-basic'),
          link: cta('See packages', '/digital-marketing-services', {style: 'secondary'}),
          theme: 'violet',
        },
        {
          icon: 'phone',
          badge: '500 minutes free',
          title: 'AI voice agents that never miss a call',
          text: 'Plans from {price}. The first 500 minutes are free for each new voice agent.',
          offer: ref('pkg-voice-basic'),
          link: cta('Explore voice agents', '/ai-voice-agents', {style: 'secondary'}),
          theme: 'indigo',
        },
        {
          icon: 'cpu',
          badge: 'Free during launch',
          title: 'SynapseCore super agent',
          text: 'One agent, 200+ AI models and 2,500+ tools. Free during the launch period, no credit card needed.',
          link: cta('Try SynapseCore', '/synapsecore', {style: 'secondary'}),
          theme: 'midnight',
        },
        {
          icon: 'brain',
          badge: 'Custom models',
          title: 'LLM fine-tuning for your data',
          text: 'Models trained on your documents: 20-40% more accurate answers and up to 60% lower API costs.',
          link: cta('See fine-tuning', '/llm-fine-tuning', {style: 'secondary'}),
          theme: 'lavender',
        },
        {
          icon: 'graduation',
          badge: '30 days free',
          title: 'AI education for your team',
          text: 'Sessions from {price}, each with 30 days free of our lead-generation or deep-research agent.',
          offer: ref('pkg-consultation-discovery'),
          link: cta('View sessions', '/ai-education', {style: 'secondary'}),
          theme: 'white',
        },
      ],
    },
    {
      _type: 'serviceCards',
      eyebrow: 'What we do',
      heading: 'AI services for every part of your business',
      intro: 'Pick one service or combine several: every project is planned, built and supported by the same team.',
      tone: 'muted',
      groups: [
        group(
          'Answer every customer, day and night',
          'Calls, chats and new leads handled the moment they arrive, even at 3 a.m.',
          ['voice-agents', 'chatbots', 'ai-agents', 'leadconnect', 'synapsecore', 'agent-builder'],
        ),
        group('Win customers online', 'A website, marketing and content that bring the right people to your door.', [
          'digital-marketing',
          'web-design',
          'web-mobile-app',
          'content-creation',
          'video-production',
          'image-generation',
          'image-restoration',
          'podcast',
        ]),
        group(
          'Take the busywork off your team',
          'Automations and data tools that give your people back hours every week.',
          ['automation', 'presentations', 'chartopia', 'aimindflow', 'llm-fine-tuning'],
        ),
        group(
          'Know where AI pays, and learn to use it',
          'Advice, research and training so you invest in what works for your business.',
          ['consulting', 'research', 'ai-education', 'ai-implementation-course'],
        ),
        group(
          'Assistants for your profession',
          'Second opinions and case support for lawyers, doctors, vets and the people they serve.',
          ['legal', 'doctors', 'vets'],
        ),
      ],
    },
    {
      _type: 'cardGrid',
      heading: 'Why Choose Us?',
      columns: 4,
      cards: [
        {
          icon: 'target',
          title: 'Results, not experiments',
          description:
            'Every project starts with the number it should move (calls answered, hours saved, leads booked) and we report on it.',
        },
        {
          icon: 'users',
          title: 'One team, end to end',
          description: 'Strategy, design, engineering and training under one roof, so nothing is lost between vendors.',
        },
        {
          icon: 'shield',
          title: 'Safe and compliant',
          description: "Your data stays yours. We follow privacy law and your industry's rules, from HIPAA to GDPR.",
        },
        {
          icon: 'headphones',
          title: 'Support 24/7',
          description:
            'A real person answers day or night, and we monitor your agents and automations around the clock.',
        },
      ],
    },
    {
      _type: 'testimonials',
      heading: 'What our clients say',
      tone: 'muted',
      items: [ref('testimonial-home-sarah'), ref('testimonial-home-david'), ref('testimonial-home-amara')],
    },
    {
      _type: 'callToAction',
      heading: 'Ready to put AI to work?',
      intro:
        'Tell us what slows your business down. We will reply within one business day with a plan and a fixed quote.',
      ctas: [
        cta('Get a Free Quote', '/contact'),
        buy('Book 1-Hour Video Call ({price})', 'offer-video-call', {style: 'secondary'}),
      ],
    },
  ],
})

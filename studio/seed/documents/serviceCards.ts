import type {ServiceCard} from '@agency/web/sanity.types'
import {drawn, site, type SeedDoc} from '../lib'

type Card = Omit<SeedDoc<ServiceCard>, '_id' | '_type'>
const card = (id: string, c: Card): SeedDoc<ServiceCard> => ({
  _id: `serviceCard-${id}`,
  _type: 'serviceCard',
  isExternal: false,
  highlight: false,
  ...c,
})

/** The home page's service cards. The page groups them (pages/index.ts); the highlighted ones lead their group, with a picture. */
const cards = [
  card('synapsecore', {
    icon: 'cpu',
    title: 'SynapseCore Super Agent',
    description: 'One agent that reaches 200+ AI models and 2,500+ tools. Free during launch, no credit card.',
    href: '/synapsecore',
  }),
  card('llm-fine-tuning', {
    icon: 'brain',
    title: 'LLM Fine-Tuning',
    description: 'Custom models trained on your data: 20-40% more accurate, up to 60% cheaper to run.',
    href: '/llm-fine-tuning',
  }),
  card('voice-agents', {
    icon: 'phone',
    title: 'AI Voice Agents',
    description: 'Answer every call 24/7, book appointments and qualify leads. First 500 minutes free.',
    href: '/ai-voice-agents',
    highlight: true,
    image: drawn('hero-ai-voice-agents.svg'),
  }),
  card('digital-marketing', {
    icon: 'megaphone',
    title: 'Digital Marketing',
    description: 'Social, SEO and ads with a website included free in every package.',
    href: '/digital-marketing-services',
    highlight: true,
    image: drawn('hero-digital-marketing-services.svg'),
  }),
  card('web-design', {
    icon: 'globe',
    title: 'Web Design',
    description: 'Fast, accessible websites that turn visitors into enquiries.',
    href: '/web-design',
    viewExamplesUrl: site('portfolio', '/web'),
  }),
  card('web-mobile-app', {
    icon: 'smartphone',
    title: 'Web & Mobile Apps',
    description: 'Customer portals, booking apps and internal tools, from prototype to app store.',
    href: '/web-mobile-app',
    viewExamplesUrl: site('portfolio', '/apps'),
  }),
  card('video-production', {
    icon: 'video',
    title: 'AI Video Production',
    description: 'Explainers, ads and shorts produced in days with AI-assisted editing.',
    href: '/video-production',
    viewExamplesUrl: site('portfolio', '/video'),
  }),
  card('automation', {
    icon: 'zap',
    title: 'Automation',
    description: 'Connect your apps and retire copy-and-paste work with reliable workflows.',
    href: '/automation',
    highlight: true,
    image: drawn('hero-automation.svg'),
  }),
  card('ai-agents', {
    icon: 'bot',
    title: 'AI Agents',
    description: 'Assistants that answer customers, qualify leads and update your CRM.',
    href: '/ai-agents',
  }),
  card('research', {
    icon: 'search',
    title: 'AI Research',
    description: 'Market, competitor and customer research condensed into decisions.',
    href: '/research',
  }),
  card('consulting', {
    icon: 'lightbulb',
    title: 'AI Consulting',
    description: 'A clear AI roadmap: where it pays, what to buy, what to build.',
    href: '/consulting',
    highlight: true,
    image: drawn('hero-consulting.svg'),
  }),
  card('image-restoration', {
    icon: 'palette',
    title: 'Image Restoration',
    description: 'Colorize, repair and animate old photographs with AI.',
    href: '/image-restoration',
    viewExamplesUrl: site('portfolio', '/restoration'),
  }),
  card('podcast', {
    icon: 'mic',
    title: 'Podcast & Production',
    description: 'Our weekly AI podcast, and full production for your own show.',
    href: '/podcast',
  }),
  card('ai-education', {
    icon: 'graduation',
    title: 'AI Education',
    description: 'One-to-one sessions that get your team using AI the same week.',
    href: '/ai-education',
  }),
  card('ai-implementation-course', {
    icon: 'book',
    title: 'AI Implementation Course',
    description: 'Two live hours from concept to action, with templates and recordings.',
    href: '/ai-implementation-course',
  }),
  card('presentations', {
    icon: 'file',
    title: 'AI Presentations',
    description: 'Send your notes, receive a polished, on-brand deck.',
    href: '/presentation-service',
  }),
  card('content-creation', {
    icon: 'file',
    title: 'AI Content Creation',
    description: 'Blog posts and social content on a schedule, edited by people.',
    href: '/ai-content-creation',
  }),
  card('image-generation', {
    icon: 'image',
    title: 'AI Image Generation',
    description: 'Product shots, campaign visuals and illustrations on demand.',
    href: '/ai-image-generation',
  }),
  card('chatbots', {
    icon: 'message',
    title: 'AI Chatbot Development',
    description: 'Website and WhatsApp chatbots trained on your own knowledge.',
    href: '/ai-chatbot-development',
  }),
  card('chartopia', {
    icon: 'chart',
    title: 'Chartopia',
    description: 'Turn spreadsheets into clear charts by describing what you need.',
    href: '/chartopia',
  }),
  card('aimindflow', {
    icon: 'workflow',
    title: 'AI MindFlow',
    description: 'Data workflows for analysts and IT teams, built by conversation.',
    href: '/aimindflow',
  }),
  card('legal', {
    icon: 'scale',
    title: 'Legal AI Assistants',
    description: 'Case support for law firms and guided help for self-represented people.',
    href: '/aila-lawyers',
  }),
  card('doctors', {
    icon: 'stethoscope',
    title: 'AI Doctors Second Opinion',
    description: 'A HIPAA-compliant second look at symptoms, records and medication.',
    href: '/ai-doctors-second-opinion',
  }),
  card('vets', {
    icon: 'paw',
    title: 'AI Vets Second Opinion',
    description: 'Round-the-clock triage and health records for every pet.',
    href: '/ai-vets-second-opinion',
  }),
  card('leadconnect', {
    icon: 'trending-up',
    title: 'LeadConnect Lead Generation',
    description: 'AI that finds, qualifies and books your next customers.',
    href: '/leadconnect',
  }),
  card('agent-builder', {
    icon: 'bot',
    title: 'AI Agent Builder',
    description: 'Build and publish your own agent without code on our partner platform.',
    href: site('agents'),
    isExternal: true,
  }),
]

export default cards

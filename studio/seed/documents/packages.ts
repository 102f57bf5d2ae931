/**
 * Packages and offers: every price on the site lives here once. Pages, banners and articles
 * reference these documents by id; change a number here (or in the Studio) and every page follows.
 * Checkout links are examples on a reserved domain: editors put the payment provider's real ones in.
 */
import type {AddOn, ServicePackage} from '@agency/web/sanity.types'
import {checkout, type SeedDoc} from '../lib'

type Pkg = SeedDoc<ServicePackage>
type Price = NonNullable<Pkg['price']>
const usd = (amount: number, extra: Partial<Price> = {}): Price => ({_type: 'price', amount, ...extra})
const monthly = (amount: number, extra: Partial<Price> = {}) => usd(amount, {suffix: '/month', ...extra})
const spec = (label: string, value: string) => ({label, value})
const pkg = (p: Omit<Pkg, '_type'>): Pkg => ({_type: 'servicePackage', highlighted: false, ...p})
const addOn = (a: Omit<SeedDoc<AddOn>, '_type'>): SeedDoc<AddOn> => ({_type: 'addOn', ...a})

// Digital marketing: the website is free with every package (its one-time price is struck through).
const marketing = [
  pkg({
    _id: 'pkg-marketing-basic',
    kind: 'marketing',
    title: 'Basic',
    subtitle: 'For local businesses getting started',
    price: monthly(701),
    regularPrice: usd(1389),
    discountPercent: 5,
    checkoutUrl: checkout('marketing-basic'),
    ctaLabel: 'Get Started',
    specs: [spec('Website pages', 'up to 5'), spec('Social posts per week', '2'), spec('Platforms', '2')],
    features: [
      'Website included free',
      'Monthly performance report',
      'On-page SEO setup',
      'Google Business Profile optimisation',
    ],
  }),
  pkg({
    _id: 'pkg-marketing-standard',
    kind: 'marketing',
    title: 'Standard',
    subtitle: 'For growing businesses',
    price: monthly(1111),
    regularPrice: usd(2222),
    discountPercent: 10,
    highlighted: true,
    badge: 'Most Popular',
    checkoutUrl: checkout('marketing-standard'),
    ctaLabel: 'Get Started',
    specs: [spec('Website pages', 'up to 10'), spec('Social posts per week', '4'), spec('Platforms', '3')],
    features: [
      'Website included free',
      'Bi-weekly strategy call',
      'Keyword research and blog plan',
      'Review management',
    ],
  }),
  pkg({
    _id: 'pkg-marketing-premium',
    kind: 'marketing',
    title: 'Premium',
    subtitle: 'For brands competing regionally',
    price: monthly(2000),
    regularPrice: usd(3333),
    discountPercent: 15,
    checkoutUrl: checkout('marketing-premium'),
    ctaLabel: 'Get Started',
    specs: [spec('Website pages', 'up to 20'), spec('Social posts per week', '7'), spec('Platforms', '4')],
    features: [
      'Website included free',
      'Weekly strategy call',
      'Conversion-rate optimisation',
      'Email newsletter each month',
    ],
  }),
  pkg({
    _id: 'pkg-marketing-elite',
    kind: 'marketing',
    title: 'Elite',
    subtitle: 'For market leaders',
    price: monthly(2778),
    regularPrice: usd(5556),
    discountPercent: 20,
    checkoutUrl: checkout('marketing-elite'),
    ctaLabel: 'Get Started',
    specs: [spec('Website pages', 'unlimited'), spec('Social posts per week', '10'), spec('Platforms', 'all')],
    features: ['Website included free', 'Dedicated account manager', 'Video content each month', 'Priority support'],
  }),
]

const marketingAddOns = [
  addOn({
    _id: 'addon-marketing-ecommerce',
    kind: 'marketing',
    title: 'E-commerce',
    price: usd(1000, {from: true}),
    description: 'An online store with products, payments and shipping rules added to your site.',
  }),
  addOn({
    _id: 'addon-marketing-multilingual',
    kind: 'marketing',
    title: 'Multilingual',
    price: usd(667, {from: true, suffix: ' per language'}),
    description: 'Your website translated and localised, with language switching and SEO per language.',
  }),
  addOn({
    _id: 'addon-marketing-google-ads',
    kind: 'marketing',
    title: 'Google ads',
    price: usd(333, {percentOfSpend: 15}),
    description: 'Search and display campaigns set up, optimised weekly and reported monthly.',
  }),
  addOn({
    _id: 'addon-marketing-meta-ads',
    kind: 'marketing',
    title: 'Facebook/Instagram ads',
    price: usd(267, {percentOfSpend: 15}),
    description: 'Audience research, creative and ongoing optimisation of paid social campaigns.',
  }),
  addOn({
    _id: 'addon-marketing-email',
    kind: 'marketing',
    title: 'Email campaigns',
    price: usd(167, {from: true, suffix: ' each'}),
    description: 'Designed, written and sent campaigns with segmentation and results tracking.',
  }),
  addOn({
    _id: 'addon-marketing-influencer',
    kind: 'marketing',
    title: 'Influencer coordination',
    price: usd(333, {from: true, suffix: ' per campaign'}),
    description: 'We find relevant creators, negotiate terms and manage the campaign end to end.',
  }),
  addOn({
    _id: 'addon-marketing-copywriting',
    kind: 'marketing',
    title: 'Copywriting',
    price: usd(67, {suffix: ' per page'}),
    description: 'Clear, persuasive page copy written for your customers and for search engines.',
  }),
  addOn({
    _id: 'addon-marketing-seo',
    kind: 'marketing',
    title: 'Advanced SEO',
    price: usd(500, {from: true, suffix: ' per month'}),
    description: 'Technical audits, link building and content strategy for competitive keywords.',
  }),
]

// Voice agents: 18 cents per minute on every package; the first 500 minutes free per new agent.
const usage = usd(0.18, {display: 'cents', suffix: ' per minute'})
const voice = [
  pkg({
    _id: 'pkg-voice-basic',
    kind: 'voice',
    title: 'Basic',
    subtitle: 'One line, always answered',
    price: monthly(99),
    setupPrice: usd(199),
    usagePrice: usage,
    checkoutUrl: checkout('voice-basic'),
    ctaLabel: 'Get Started',
    setupFeatures: ['Voice and greeting configured', 'Knowledge base from your website', 'Calendar connection'],
    capabilities: ['1 phone number', 'Call recordings kept 30 days', 'Appointment booking', 'Call summaries by email'],
    support: ['Email support', 'Monthly usage report'],
  }),
  pkg({
    _id: 'pkg-voice-professional',
    kind: 'voice',
    title: 'Professional',
    subtitle: 'For busy front desks',
    price: monthly(199),
    setupPrice: usd(399),
    usagePrice: usage,
    highlighted: true,
    badge: 'Most Popular',
    checkoutUrl: checkout('voice-professional'),
    ctaLabel: 'Get Started',
    setupFeatures: ['Everything in Basic', 'CRM integration', 'Custom call flows and transfers'],
    capabilities: ['3 phone numbers', 'Up to 3 languages', 'Call recordings kept 90 days', 'Lead qualification'],
    support: ['Priority email and chat support', 'Quarterly optimisation review'],
  }),
  pkg({
    _id: 'pkg-voice-enterprise',
    kind: 'voice',
    title: 'Enterprise',
    subtitle: 'For multi-location teams',
    price: monthly(399),
    setupPrice: usd(699),
    usagePrice: usage,
    checkoutUrl: checkout('voice-enterprise'),
    ctaLabel: 'Get Started',
    setupFeatures: ['Everything in Professional', 'Multi-location routing', 'Custom integrations'],
    capabilities: ['10 phone numbers', 'Unlimited call recordings', 'Advanced analytics', 'Outbound reminder calls'],
    support: ['Dedicated account manager', '24/7 phone support'],
  }),
]

const voiceAddOns = [
  addOn({
    _id: 'addon-voice-numbers',
    kind: 'voice',
    title: 'Extra numbers',
    price: usd(20, {from: true, suffix: '/month each'}),
    description: 'Local or toll-free numbers for more locations, campaigns or departments.',
  }),
  addOn({
    _id: 'addon-voice-custom-voice',
    kind: 'voice',
    title: 'Custom voice',
    price: usd(299, {from: true}),
    description: 'A voice designed for your brand, or a licensed clone of a voice you own.',
  }),
  addOn({
    _id: 'addon-voice-after-hours',
    kind: 'voice',
    title: 'After-hours support',
    price: monthly(99),
    description: 'Human escalation for urgent calls outside business hours.',
  }),
  addOn({
    _id: 'addon-voice-analytics',
    kind: 'voice',
    title: 'Advanced analytics',
    price: monthly(149),
    description: 'Sentiment, topics and conversion tracking across every call.',
  }),
  addOn({
    _id: 'addon-voice-integration',
    kind: 'voice',
    title: 'Custom integration',
    price: {_type: 'price', text: 'by quote'},
    description: 'Connect the agent to your practice-management, ERP or booking system.',
  }),
  addOn({
    _id: 'addon-voice-knowledge',
    kind: 'voice',
    title: 'Expanded knowledge base',
    price: usd(499, {from: true}),
    description: 'Manuals, price lists and policies structured so the agent answers precisely.',
  }),
  addOn({
    _id: 'addon-voice-training',
    kind: 'voice',
    title: 'Training session',
    price: usd(199),
    description: 'A live session teaching your staff to review calls and update the agent.',
  }),
]

// Education and consultation: each paid package includes 30 days free of one of two AI agents.
const agentsPerk = '30 days free of our lead-generation agent or deep-research agent'
const consultation = [
  pkg({
    _id: 'pkg-consultation-discovery',
    kind: 'consultation',
    title: 'Discovery',
    subtitle: '30 minutes',
    price: usd(99),
    checkoutUrl: checkout('consultation-discovery'),
    ctaLabel: 'Book Now',
    features: ['AI opportunity review for your business', 'Three quick wins you can start this week', agentsPerk],
    perfectFor: ['Owners new to AI', 'Teams choosing their first tool'],
    sessionFormat: ['Live video call', 'Written summary afterwards'],
  }),
  pkg({
    _id: 'pkg-consultation-workshop',
    kind: 'consultation',
    title: 'Implementation Workshop',
    subtitle: '60 minutes',
    price: usd(179),
    highlighted: true,
    badge: 'Most Popular',
    checkoutUrl: checkout('consultation-workshop'),
    ctaLabel: 'Book Now',
    features: ['Hands-on setup of one workflow', 'Prompt templates for your tasks', '2-week email support', agentsPerk],
    perfectFor: ['Teams ready to implement', 'Managers automating a process'],
    sessionFormat: ['Live video call with screen sharing', 'Recording and templates afterwards'],
  }),
  pkg({
    _id: 'pkg-consultation-transformation',
    kind: 'consultation',
    title: 'Business Transformation',
    subtitle: '120 minutes',
    price: usd(349),
    checkoutUrl: checkout('consultation-transformation'),
    ctaLabel: 'Book Now',
    features: [
      'Department-by-department AI roadmap',
      'Tool and vendor recommendations',
      '30-day email support',
      '30-minute follow-up call within 3 weeks',
      agentsPerk,
    ],
    perfectFor: ['Leadership teams', 'Businesses planning an AI budget'],
    sessionFormat: ['Live video workshop', 'Roadmap document and recording'],
  }),
]

const consultationAddOns = [
  addOn({
    _id: 'addon-consultation-prompts',
    kind: 'consultation',
    title: 'Prompt library',
    price: usd(79),
    description: 'Fifty tested prompts for sales, support, marketing and operations, tailored to you.',
    checkoutUrl: checkout('addon-prompt-library'),
  }),
  addOn({
    _id: 'addon-consultation-setup',
    kind: 'consultation',
    title: 'Tool setup',
    price: usd(99),
    description: 'We configure the AI tools recommended in your session, accounts and settings included.',
    checkoutUrl: checkout('addon-tool-setup'),
  }),
  addOn({
    _id: 'addon-consultation-team',
    kind: 'consultation',
    title: 'Team training, 60 min, up to 5 people',
    price: usd(249),
    description: 'A live session that brings up to five colleagues to the same level.',
    checkoutUrl: checkout('addon-team-training'),
  }),
  addOn({
    _id: 'addon-consultation-review',
    kind: 'consultation',
    title: 'Implementation review, 45 min',
    price: usd(129),
    description: 'We review what you built, fix what is fragile and plan the next step.',
    checkoutUrl: checkout('addon-implementation-review'),
  }),
  addOn({
    _id: 'addon-consultation-monthly',
    kind: 'consultation',
    title: 'Monthly strategy call, 30 min',
    price: usd(149),
    description: 'A standing call to keep your AI roadmap on track month after month.',
    checkoutUrl: checkout('addon-monthly-strategy'),
  }),
]

// Offers and plans sold from the core pages: the courses, strategy sessions, video calls and the GoHighLevel plans.
const offers = [
  pkg({
    _id: 'offer-implementation-course',
    kind: 'offer',
    title: 'AI Implementation: From Concept to Action',
    subtitle: '2-hour live course',
    price: usd(199, {decimals: true}),
    checkoutUrl: checkout('ai-implementation-course'),
    ctaLabel: 'Enroll Now',
  }),
  pkg({
    _id: 'offer-online-course',
    kind: 'offer',
    title: 'AI for Business Online Course',
    subtitle: 'Self-paced course + 1 month of AI tools',
    price: usd(599, {decimals: true}),
    checkoutUrl: checkout('online-course'),
    ctaLabel: 'Enroll Now',
  }),
  pkg({
    _id: 'offer-live-session',
    kind: 'offer',
    title: '2-Hour AI Strategy Session',
    subtitle: 'One-on-one video session',
    price: usd(199),
    regularPrice: usd(399),
    checkoutUrl: checkout('live-session'),
    ctaLabel: 'Book Your Session',
  }),
  pkg({
    _id: 'offer-video-call',
    kind: 'offer',
    title: '1-Hour Video Call',
    subtitle: 'Consulting session',
    price: usd(99, {decimals: true}),
    checkoutUrl: checkout('video-call'),
    ctaLabel: 'Book 1-Hour Video Call',
  }),
  pkg({
    _id: 'plan-ghl-starter',
    kind: 'offer',
    title: 'Starter',
    subtitle: 'Up to 1,000 contacts',
    price: monthly(97),
    ctaLabel: 'Start Free Trial',
    features: ['3 sub-accounts', 'CRM and pipelines', 'Funnels and websites', 'Email and SMS marketing'],
  }),
  pkg({
    _id: 'plan-ghl-pro',
    kind: 'offer',
    title: 'Agency Pro',
    subtitle: 'Unlimited sub-accounts',
    price: monthly(297),
    highlighted: true,
    badge: 'Most Popular',
    ctaLabel: 'Start Free Trial',
    features: ['Everything in Starter', 'Unlimited sub-accounts', 'White-label mobile app', 'API access'],
  }),
  pkg({
    _id: 'plan-ghl-unlimited',
    kind: 'offer',
    title: 'Agency Unlimited',
    subtitle: 'White-label everything',
    price: monthly(497),
    ctaLabel: 'Start Free Trial',
    features: ['Everything in Agency Pro', 'SaaS mode', 'Rebilling of phone, email and AI usage', 'Priority support'],
  }),
]

// Lead generation (LeadConnect) and the agency's custom development, quoted on /leadconnect and in the blog.
const leadGeneration = [
  pkg({
    _id: 'pkg-leadconnect-pro',
    kind: 'general',
    title: 'Pro',
    subtitle: '1 user',
    price: monthly(99.99, {decimals: true}),
    checkoutUrl: checkout('leadconnect-pro'),
    ctaLabel: 'Start with Pro',
    features: ['Core lead generation', 'AI lead qualification', 'Basic CRM integration', 'Analytics dashboard'],
  }),
  pkg({
    _id: 'pkg-leadconnect-platinum',
    kind: 'general',
    title: 'Platinum',
    subtitle: 'Up to 20 users',
    price: monthly(399, {decimals: true}),
    highlighted: true,
    badge: 'MOST POPULAR',
    checkoutUrl: checkout('leadconnect-platinum'),
    ctaLabel: 'Go Platinum',
    features: [
      'Everything in Pro',
      'White labeling',
      'All AI agents',
      'Advanced CRM integration',
      'Priority support',
      'Dedicated account manager',
    ],
  }),
  pkg({
    _id: 'offer-missed-call-recovery',
    kind: 'offer',
    title: 'LeadConnect Digital',
    subtitle: 'Implementation and support included',
    price: monthly(499),
    checkoutUrl: checkout('leadconnect-digital'),
    ctaLabel: 'Claim This Offer',
  }),
  pkg({
    _id: 'offer-custom-ai-development',
    kind: 'offer',
    title: 'Custom AI development',
    subtitle: 'Agents and automations built for you',
    price: usd(499, {from: true}),
    ctaLabel: 'Request a Quote',
  }),
  pkg({
    _id: 'offer-ai-hosting',
    kind: 'offer',
    title: 'AI hosting',
    subtitle: 'Managed hosting for your agents',
    price: monthly(29),
    ctaLabel: 'Request a Quote',
  }),
]

export default [
  ...leadGeneration,
  ...marketing,
  ...marketingAddOns,
  ...voice,
  ...voiceAddOns,
  ...consultation,
  ...consultationAddOns,
  ...offers,
]

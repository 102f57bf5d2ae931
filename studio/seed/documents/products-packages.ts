/**
 * The products area's prices: the goal app's subscription and the content, image and
 * chatbot packages. Each number lives here once; the pages reference these documents. The content, image
 * and chatbot prices are display only (no checkout link), so their buttons go to /contact.
 */
import type {ServicePackage} from '@agency/web/sanity.types'
import {checkout, type SeedDoc} from '../lib'

type Pkg = SeedDoc<ServicePackage>
type Price = NonNullable<Pkg['price']>
const usd = (amount: number, extra: Partial<Price> = {}): Price => ({_type: 'price', amount, ...extra})
const monthly = (amount: number) => usd(amount, {suffix: '/month'})
const pkg = (p: Omit<Pkg, '_type'>): Pkg => ({_type: 'servicePackage', highlighted: false, ...p})

// Goal app: 14.99 USD/month, cancel anytime.
const goalApp = [
  pkg({
    _id: 'offer-products-life-quest',
    kind: 'offer',
    title: 'Life Quest AI Monthly',
    subtitle: 'Monthly subscription, cancel anytime',
    description: 'Your AI goal coach with tracking, step-by-step plans, scheduling and email reminders.',
    price: usd(14.99, {decimals: true, display: 'code', suffix: '/month'}),
    checkoutUrl: checkout('life-quest-ai'),
    ctaLabel: 'Subscribe Now',
    features: ['24/7 AI coaching', 'Goal tracking', 'Step-by-step plans', 'Scheduling', 'Email reminders'],
  }),
]

// Content creation: the middle package is highlighted.
const content = [
  pkg({
    _id: 'pkg-products-content-starter',
    kind: 'general',
    title: 'Starter',
    subtitle: 'A steady publishing rhythm for a small business',
    price: monthly(499),
    ctaLabel: 'Get Started',
    features: ['5 blog posts of 1000 words', '10 social posts', '1 revision'],
  }),
  pkg({
    _id: 'pkg-products-content-professional',
    kind: 'general',
    title: 'Professional',
    subtitle: 'For brands that publish every week',
    price: monthly(999),
    highlighted: true,
    badge: 'Most Popular',
    ctaLabel: 'Get Started',
    features: ['10 posts of 1500 words', '20 social posts', '2 revisions'],
  }),
  pkg({
    _id: 'pkg-products-content-enterprise',
    kind: 'general',
    title: 'Enterprise',
    subtitle: 'Always-on content for several channels',
    price: monthly(1999),
    ctaLabel: 'Get Started',
    features: ['20 posts of 2000 words', 'Daily social', 'Unlimited revisions'],
  }),
]

// Image generation: the middle package is highlighted.
const images = [
  pkg({
    _id: 'pkg-products-image-basic',
    kind: 'general',
    title: 'Basic',
    subtitle: 'Fresh visuals for your site and socials',
    price: monthly(299),
    ctaLabel: 'Get Started',
    features: ['10 images', '2 revisions'],
  }),
  pkg({
    _id: 'pkg-products-image-premium',
    kind: 'general',
    title: 'Premium',
    subtitle: 'For regular campaigns and product launches',
    price: monthly(599),
    highlighted: true,
    badge: 'Most Popular',
    ctaLabel: 'Get Started',
    features: ['30 images', '5 revisions'],
  }),
  pkg({
    _id: 'pkg-products-image-enterprise',
    kind: 'general',
    title: 'Enterprise',
    subtitle: 'High-volume visuals on a fast schedule',
    price: monthly(999),
    ctaLabel: 'Get Started',
    features: ['100 images', 'Unlimited revisions', '24-hour turnaround'],
  }),
]

// Chatbot development: one-time prices; the middle package is highlighted.
const chatbots = [
  pkg({
    _id: 'pkg-products-chatbot-basic',
    kind: 'general',
    title: 'Basic',
    subtitle: 'One chatbot for your website',
    description: 'A chatbot trained on your website, FAQs and policies, designed, tested and installed for you.',
    price: usd(1499),
    ctaLabel: 'Get Started',
    features: ['1 month updates'],
  }),
  pkg({
    _id: 'pkg-products-chatbot-business',
    kind: 'general',
    title: 'Business',
    subtitle: 'A chatbot connected to your business tools',
    description:
      'Trained on your knowledge base and connected to your CRM, booking or help-desk system, with hand-off to your team.',
    price: usd(2999),
    highlighted: true,
    ctaLabel: 'Get Started',
    features: ['3 months updates'],
  }),
  pkg({
    _id: 'pkg-products-chatbot-enterprise',
    kind: 'general',
    title: 'Enterprise',
    subtitle: 'Several channels, systems and teams',
    price: {_type: 'price', text: 'Custom'},
    ctaLabel: 'Request a Quote',
    description: 'Scope, integrations and support terms are planned with you and quoted for your project.',
  }),
]

const productsPackages: Pkg[] = [...goalApp, ...content, ...images, ...chatbots]

export default productsPackages

/**
 * Prices on the industries pages: the law-firm assistant per case, the traditional hourly
 * rate it is compared with, and the legal self-help Professional Plan. Pages reference these by id.
 */
import type {ServicePackage} from '@agency/web/sanity.types'
import type {SeedDoc} from '../lib'

type Pkg = SeedDoc<ServicePackage>
const pkg = (p: Omit<Pkg, '_type'>): Pkg => ({_type: 'servicePackage', highlighted: false, ...p})

const packages: Pkg[] = [
  pkg({
    _id: 'pkg-industries-aila-case',
    kind: 'general',
    title: 'AILA per case',
    subtitle: 'Flat fee for every case AILA works on',
    price: {_type: 'price', amount: 199.99, decimals: true, suffix: ' per case'},
    ctaLabel: 'Get Started',
    features: [
      'Legal research and case-law summaries',
      'First drafts of motions, letters and contracts',
      'Deadline and task tracking',
      'Client updates written for you',
    ],
  }),
  pkg({
    _id: 'pkg-industries-aila-traditional',
    kind: 'general',
    title: 'Traditional hourly billing',
    subtitle: 'What research and drafting cost when billed by the hour',
    price: {_type: 'price', amount: 350, plus: true, suffix: ' per hour'},
  }),
  pkg({
    _id: 'pkg-industries-legal-professional',
    kind: 'offer',
    title: 'Professional Plan',
    subtitle: 'Everything you need to handle your own legal matters',
    price: {_type: 'price', amount: 99, suffix: '/month'},
    highlighted: true,
    ctaLabel: 'Start Professional Plan',
    features: [
      'Unlimited legal searches',
      'Unlimited cases',
      'Unlimited documents',
      '100+ legal document templates',
      'Plain-English explanations of every step',
      'Cancel any time',
    ],
  }),
]

export default packages

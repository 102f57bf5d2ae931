import {cta, definePage, drawn, ref, site} from '../lib'

/** The partner's sign-up page with our affiliate referral parameter. */
const AFFILIATE = site('partner', '/signup?fp_ref=helixai')
const EVENT = 'gohighlevel_click'
const go = (label: string, style: 'primary' | 'secondary' = 'primary') =>
  cta(label, AFFILIATE, {style, trackEvent: EVENT})

export default definePage({
  slug: 'gohighlevel',
  title: 'GoHighLevel',
  seo: {
    title: 'GoHighLevel for Agencies | Helix AI',
    description:
      'The all-in-one CRM and marketing platform for agencies: funnels, automation and client management. 14-day free trial, no credit card.',
    keywords: [
      'GoHighLevel',
      'agency CRM',
      'marketing automation platform',
      'white-label CRM',
      'GoHighLevel free trial',
    ],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'gradient',
      image: drawn('hero-gohighlevel.svg'),
      badge: '14-day free trial, no credit card',
      title: 'Run your whole agency on one platform',
      subtitle:
        'CRM, funnels, automation and client reporting in one place. Replace a dozen subscriptions and try it free for 14 days.',
      ctas: [go('Start Your Free Trial'), cta('See Features', '#features', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'The problem',
      heading: 'Too many tools, too little time',
      columns: 4,
      cards: [
        {
          icon: 'layers',
          title: 'Subscription sprawl',
          description:
            'A CRM, an email tool, a funnel builder, a scheduler and a phone system, each billed separately.',
        },
        {
          icon: 'link',
          title: 'Broken integrations',
          description: 'Leads lost between tools that do not talk to each other, and hours spent fixing connections.',
        },
        {
          icon: 'clock',
          title: 'Manual follow-up',
          description: 'Leads go cold while your team copies details between spreadsheets and inboxes.',
        },
        {
          icon: 'chart',
          title: 'Unclear results',
          description: 'Clients ask what they are paying for and reporting takes a day every month.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'features',
      tone: 'muted',
      eyebrow: 'Features',
      heading: 'Everything your agency needs in one place',
      columns: 3,
      cards: [
        {
          icon: 'users',
          title: 'CRM and pipelines',
          description: 'Every lead and client in one place, with visual pipelines and full conversation history.',
        },
        {
          icon: 'globe',
          title: 'Funnels and websites',
          description: 'Drag-and-drop funnels, landing pages and websites with built-in forms and payments.',
        },
        {
          icon: 'workflow',
          title: 'Marketing automation',
          description: 'Email, SMS and voicemail drops that follow up with every lead automatically.',
        },
        {
          icon: 'calendar',
          title: 'Calendars and booking',
          description: 'Online booking with reminders that cut no-shows for you and your clients.',
        },
        {
          icon: 'message',
          title: 'Unified inbox',
          description: 'SMS, email, social messages and web chat answered from one inbox or the mobile app.',
        },
        {
          icon: 'building',
          title: 'White-label platform',
          description: 'Resell the platform under your own brand and add recurring revenue to your agency.',
        },
      ],
    },
    {
      _type: 'packages',
      anchor: 'pricing',
      heading: 'Choose your plan',
      intro: 'Start with a free trial on any plan and upgrade as your agency grows.',
      items: [ref('plan-ghl-starter'), ref('plan-ghl-pro'), ref('plan-ghl-unlimited')],
      cta: go('Start Free Trial'),
      note: '14-day free trial, no credit card required. Cancel at any time.',
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Ready to simplify your agency?',
      intro: 'Set up your account in minutes and move your first client over this week.',
      ctas: [go('Start Your Free Trial')],
      note: '14-day free trial, no credit card.',
    },
    {
      _type: 'richText',
      heading: 'Affiliate disclosure',
      body: [
        {
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _type: 'span',
              marks: [],
              text: 'Helix AI is an affiliate partner of GoHighLevel. If you sign up through the links on this page we may earn a commission, at no extra cost to you. We only recommend tools we use with our own clients, and the plans, prices and trial terms are set by GoHighLevel and may change.',
            },
          ],
        },
      ],
    },
  ],
})

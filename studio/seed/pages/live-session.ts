import {buy, cta, definePage, drawn, ref} from '../lib'

const OFFER = 'offer-live-session'

export default definePage({
  slug: 'live-session',
  title: 'Live Strategy Session',
  seo: {
    title: '2-Hour AI Strategy Session | Helix AI',
    description:
      'A paid 2-hour one-on-one video strategy session with an AI consultant, with a 100% satisfaction guarantee.',
    keywords: ['AI strategy session', 'AI consultation', 'one-on-one AI coaching', 'AI roadmap', 'video consultation'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      image: drawn('hero-live-session.svg'),
      badge: 'Limited-time price',
      title: 'Your 2-hour AI strategy session',
      subtitle:
        'Two focused hours, one-on-one on video, to build an AI plan for your business with an experienced consultant.',
      ctas: [buy('Book Your Session', OFFER), cta("See What's Included", '#offer', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      heading: 'What we cover in two hours',
      columns: 4,
      cards: [
        {
          icon: 'search',
          title: 'Business review',
          description: 'Your goals, your processes and the tools you already use.',
        },
        {
          icon: 'target',
          title: 'Opportunity map',
          description: 'The tasks where AI saves the most time or wins the most customers.',
        },
        {
          icon: 'settings',
          title: 'Tool selection',
          description: 'The right tools for your budget, with live demos on your own examples.',
        },
        {icon: 'map', title: 'Action plan', description: 'A written 90-day plan with costs, owners and milestones.'},
      ],
    },
    {
      _type: 'steps',
      tone: 'muted',
      heading: 'How it works',
      items: [
        {
          icon: 'calendar',
          title: 'Book and pay',
          description: 'Choose your session at the secure checkout and pick a time that suits you.',
        },
        {
          icon: 'file',
          title: 'Short questionnaire',
          description: 'Tell us about your business so we arrive prepared with ideas.',
        },
        {
          icon: 'video',
          title: 'Your live session',
          description: 'Two hours one-on-one on video. Bring your team if you like.',
        },
        {
          icon: 'mail',
          title: 'Your plan by email',
          description: 'Within two business days: your action plan, tool list and recording.',
        },
      ],
    },
    {
      _type: 'offerBox',
      anchor: 'offer',
      heading: 'Book your strategy session',
      offer: ref(OFFER),
      badge: 'Limited-Time Offer',
      items: [
        '2 hours one-on-one on video',
        'Preparation from your questionnaire',
        'Written 90-day AI action plan',
        'Recording of the session',
        '100% satisfaction guarantee',
      ],
      ctas: [buy('Book Your Session Now', OFFER)],
      note: 'Secure checkout. Reschedule free up to 24 hours before your session.',
    },
    {
      _type: 'cardGrid',
      heading: '100% satisfaction guarantee',
      columns: 2,
      cards: [
        {
          icon: 'shield',
          title: 'Love it or your money back',
          description:
            'If you do not leave the session with a clear, practical plan for AI in your business, tell us within 7 days and we refund you in full.',
        },
        {
          icon: 'headphones',
          title: 'Follow-up included',
          description: 'Questions after the session? Email your consultant for two weeks afterwards at no extra cost.',
        },
      ],
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Ready to build your AI plan?',
      intro: 'Book your two hours today and leave with a plan you can start on tomorrow.',
      ctas: [buy('Book Your Session', OFFER), cta('Ask a Question First', '/contact', {style: 'secondary'})],
      note: '100% satisfaction guarantee.',
    },
  ],
})

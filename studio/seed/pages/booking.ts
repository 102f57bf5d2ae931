import {cta, definePage, drawn} from '../lib'

export default definePage({
  slug: 'booking',
  title: 'Booking',
  seo: {
    title: 'Schedule a Consultation | Helix AI',
    description:
      'Book a free 30-minute strategy session with Helix AI: pick a time that suits you in our online calendar.',
    keywords: [
      'book a consultation',
      'free strategy session',
      'schedule a call',
      'AI consultation',
      'free consultation',
    ],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'violet',
      imageSide: 'left',
      image: drawn('hero-booking.svg'),
      title: 'Schedule a Consultation',
      subtitle: 'Book a 30-Minute Strategy Session: a 100% Free Consultation about your AI plans.',
      ctas: [cta('Pick a Time', '#calendar')],
    },
    {
      _type: 'cardGrid',
      heading: 'What to expect',
      columns: 3,
      cards: [
        {
          icon: 'clock',
          title: '30-Minute Strategy Session',
          description:
            'A focused video call with an AI consultant about your goals, your current tools and where AI can help first.',
        },
        {
          icon: 'award',
          title: '100% Free Consultation',
          description: 'No cost and no obligation. You leave with practical ideas whether or not we work together.',
        },
        {
          icon: 'target',
          title: 'Clear next steps',
          description:
            'Within one business day we send a short summary with recommendations and, if you want one, a fixed quote.',
        },
      ],
    },
    {
      _type: 'embed',
      anchor: 'calendar',
      tone: 'muted',
      heading: 'Choose a time that suits you',
      intro: 'Times are shown in your own time zone. You will get a calendar invitation and a video link by email.',
      url: 'https://calendar.example.com/helixai/strategy-session',
      title: 'Consultation scheduling calendar',
      height: 800,
      width: 'wide',
    },
  ],
})

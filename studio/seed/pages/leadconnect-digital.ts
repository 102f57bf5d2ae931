import {buy, cta, definePage, drawn, ref, site} from '../lib'

const DEMO = site('booking', '/leadconnect-demo')

export default definePage({
  slug: 'leadconnect-digital',
  title: 'LeadConnect Digital',
  seo: {
    title: 'LeadConnect Digital: AI Missed-Call Recovery | Helix AI',
    description:
      'Never lose a lead to a missed call again: AI texts back, qualifies and books every caller you could not answer, 24/7.',
    keywords: ['missed call recovery', 'missed call text back', 'AI receptionist'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      image: drawn('hero-leadconnect-digital.svg'),
      badge: 'Limited-Time Offer: {price}',
      offer: ref('offer-missed-call-recovery'),
      title: 'Every missed call, turned into a customer',
      subtitle: 'AI texts back, qualifies and books callers you could not answer, 24/7.',
      ctas: [cta('Book a Demo', DEMO), cta('See the Offer', '#offer', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Problem vs. solution',
      heading: 'Missed calls are missed revenue',
      intro: 'Callers who reach voicemail rarely leave a message. Most simply call the next business on the list.',
      columns: 2,
      cards: [
        {
          icon: 'phone',
          eyebrow: 'The problem',
          title: 'Every unanswered call walks to a competitor',
          description: 'You are on a job, with a patient or closed for the night when the phone rings.',
          items: [
            'Callers hang up instead of leaving voicemail',
            'Call-backs hours later reach a cold lead',
            'Nobody knows how many calls were lost',
            'After-hours and weekend enquiries go nowhere',
          ],
        },
        {
          icon: 'zap',
          eyebrow: 'The solution',
          title: 'LeadConnect Digital answers for you in seconds',
          description: 'Our AI follows up the moment a call is missed and turns it into a booked appointment.',
          items: [
            'An instant text back to every missed caller',
            'AI asks your qualifying questions',
            'Appointments booked straight into your calendar',
            'Every lead logged in your CRM, day or night',
          ],
          highlight: true,
        },
      ],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Features',
      heading: 'Everything it takes to never miss a lead',
      columns: 3,
      tone: 'muted',
      cards: [
        {
          icon: 'phone',
          title: 'Missed call recovery',
          description:
            'Every missed call triggers a friendly text within seconds, so the caller stays with you instead of dialling a competitor.',
        },
        {
          icon: 'brain',
          title: 'AI qualification',
          description:
            'The AI asks what the caller needs, how urgent it is and where they are, then flags the hottest leads first.',
        },
        {
          icon: 'message',
          title: 'Customizable greetings',
          description: 'Write the greetings and replies in your own words, with your business name, hours and offers.',
        },
        {
          icon: 'plug',
          title: 'CRM integration',
          description:
            'Contacts, conversations and appointments sync to your CRM automatically, with no copy and paste.',
        },
        {
          icon: 'chart',
          title: 'Analytics',
          description: 'See how many calls you missed, how many were recovered and how much revenue they brought in.',
        },
        {
          icon: 'clock',
          title: '24/7 capture',
          description:
            'Nights, weekends and holidays: every caller gets an answer and a way to book, around the clock.',
        },
      ],
    },
    {
      _type: 'countdown',
      anchor: 'offer',
      eyebrow: 'Limited-time offer',
      heading: 'This offer ends soon',
      intro: 'Lock in the launch price before the timer runs out.',
      tone: 'accent',
      label: 'Time left to claim the limited-time offer',
      days: 3,
      hours: 23,
      minutes: 59,
      seconds: 59,
      endedText: 'This round of the offer has ended. Book a demo to ask about the next one.',
      daysLabel: 'Days',
      hoursLabel: 'Hours',
      minutesLabel: 'Minutes',
      secondsLabel: 'Seconds',
    },
    {
      _type: 'offerBox',
      heading: 'Missed-call recovery, fully done for you',
      tone: 'accent',
      offer: ref('offer-missed-call-recovery'),
      badge: 'Limited-Time Offer',
      items: [
        'Implementation included: we set everything up',
        'Ongoing support included',
        'Missed call text back and AI qualification',
        'Customizable greetings and replies',
        'CRM integration and analytics',
        '24/7 lead capture',
      ],
      ctas: [buy('Claim This Offer', 'offer-missed-call-recovery'), cta('Book a Demo', DEMO, {style: 'secondary'})],
      note: 'Month to month. Implementation and support are included in the monthly price.',
    },
    {
      _type: 'testimonials',
      eyebrow: 'Results',
      heading: 'Businesses that stopped losing callers',
      items: [ref('testimonial-leads-marcus'), ref('testimonial-leads-priya'), ref('testimonial-leads-tom')],
    },
    {
      _type: 'callToAction',
      heading: 'See how many callers you could win back',
      intro: 'Book a 20-minute demo and we will show LeadConnect Digital answering a missed call to your own number.',
      ctas: [cta('Book a Demo', DEMO)],
    },
  ],
})

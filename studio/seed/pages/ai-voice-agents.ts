import {cta, definePage, drawn, ref} from '../lib'

/** The voice agents page: tabs 'Information' (default) and 'Call from here' with the demo assistant Joy. */
export default definePage({
  slug: 'ai-voice-agents',
  title: 'AI Voice Agents',
  seo: {
    title: 'AI Voice Agents for Business | Helix AI',
    description:
      'AI voice agents answer calls 24/7, book appointments and qualify leads. First 500 minutes free for each new agent. Try a live demo.',
    keywords: ['AI voice agents', 'AI receptionist', 'AI phone answering'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'violet',
      image: drawn('hero-ai-voice-agents.svg'),
      title: 'AI voice agents that answer every call',
      subtitle:
        'Answer, book and qualify around the clock. The first 500 minutes are free for each new voice agent. Hear one now: call Joy, our demo receptionist.',
      ctas: [
        cta('Call Joy: live demo', 'tel:+15550100188', {badge: 'Free'}),
        cta('Get a Free Quote', '/contact', {style: 'secondary'}),
      ],
    },
    {
      _type: 'tabs',
      anchor: 'voice-agents',
      label: 'Voice agent information and live demo',
      tabs: [
        {
          label: 'Information',
          sections: [
            {
              _type: 'cardGrid',
              eyebrow: 'Benefits',
              heading: 'Why businesses switch to AI voice agents',
              columns: 3,
              cards: [
                {
                  icon: 'clock',
                  title: 'Never miss a call',
                  description:
                    'Your agent answers day and night, weekends and holidays, and handles several callers at once.',
                },
                {
                  icon: 'calendar',
                  title: 'Books appointments',
                  description:
                    'It checks your calendar in real time, offers free slots and confirms the booking by text.',
                },
                {
                  icon: 'target',
                  title: 'Qualifies leads',
                  description:
                    'It asks your qualifying questions and passes hot leads to your team with a written summary.',
                },
                {
                  icon: 'globe',
                  title: 'Speaks your callers\u2019 language',
                  description: 'Natural conversations in several languages, switching mid-call when the caller does.',
                },
                {
                  icon: 'dollar',
                  title: 'Costs less than a hire',
                  description: 'A fixed monthly fee plus usage, with no training, sick days or overtime to cover.',
                },
                {
                  icon: 'chart',
                  title: 'Learns from every call',
                  description:
                    'Recordings, transcripts and analytics show what callers want so you can improve the service.',
                },
              ],
            },
            {
              _type: 'packages',
              anchor: 'voice-packages',
              tone: 'muted',
              eyebrow: 'Packages',
              heading: 'Voice agent packages',
              intro:
                'A monthly fee, a one-time setup and usage by the minute. The first 500 minutes are free for each new voice agent.',
              items: [ref('pkg-voice-basic'), ref('pkg-voice-professional'), ref('pkg-voice-enterprise')],
              note: 'Usage is billed by the minute on all packages, after the first 500 free minutes of each new voice agent.',
            },
            {
              _type: 'addOns',
              eyebrow: 'Add-ons',
              heading: 'Extend your voice agent',
              showBuy: false,
              items: [
                ref('addon-voice-numbers'),
                ref('addon-voice-custom-voice'),
                ref('addon-voice-after-hours'),
                ref('addon-voice-analytics'),
                ref('addon-voice-integration'),
                ref('addon-voice-knowledge'),
                ref('addon-voice-training'),
              ],
            },
            {
              _type: 'steps',
              tone: 'muted',
              eyebrow: 'How it works',
              heading: 'What happens when someone calls',
              items: [
                {
                  icon: 'phone',
                  title: 'Incoming call',
                  description:
                    'A customer dials your number and the voice agent picks up on the first ring with your greeting.',
                },
                {
                  icon: 'message',
                  title: 'AI conversation',
                  description:
                    'The agent listens, understands the request and answers from your knowledge base in a natural voice.',
                },
                {
                  icon: 'cpu',
                  title: 'Processing',
                  description:
                    'It books the appointment, records the lead or looks up the order in your connected systems.',
                },
                {
                  icon: 'check',
                  title: 'Resolution',
                  description:
                    'The caller gets a clear answer or a transfer to the right person, and you get a summary of the call.',
                },
              ],
            },
            {
              _type: 'testimonials',
              eyebrow: 'Client results',
              heading: 'Businesses that never miss a call',
              items: [
                ref('testimonial-sales-voice-marcus'),
                ref('testimonial-sales-voice-elena'),
                ref('testimonial-sales-voice-james'),
              ],
            },
            {
              _type: 'callToAction',
              tone: 'dark',
              heading: 'Ready for a voice agent of your own?',
              intro: 'Tell us how your calls work today and we will design an agent around them.',
              ctas: [cta('Get a Free Quote', '/contact')],
            },
          ],
        },
        {
          label: 'Call from here',
          sections: [
            {
              _type: 'callDemo',
              eyebrow: 'Live demo',
              heading: 'Talk to Joy, our demo voice assistant',
              intro:
                'Hear for yourself how natural an AI voice agent sounds. Joy answers like the receptionist of a busy dental clinic.',
              assistantName: 'Joy',
              role: 'Demo voice assistant',
              description:
                'Ask Joy about opening hours, book a pretend appointment or ask a question she cannot answer and see how she hands over to a person.',
              phone: '+15550100188',
              callLabel: 'Call Joy now',
              tryHeading: 'Things to try',
              icon: 'headphones',
              tryAsking: [
                '"Can I book a cleaning next Tuesday morning?"',
                '"Do you take new patients on Saturdays?"',
                '"Hablas español?"',
              ],
              note: 'Standard call rates may apply.',
            },
          ],
        },
      ],
    },
  ],
})

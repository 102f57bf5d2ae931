import {cta, definePage, drawn, img, site} from '../lib'

const project = (name: string, sub: string, eyebrow: string, description: string, alt: string, result: string) => ({
  image: img(`app-${sub}.svg`, alt),
  eyebrow,
  title: name,
  description,
  result,
  link: cta(`Visit ${name}`, site(sub), {style: 'secondary' as const}),
})

export default definePage({
  slug: 'web-mobile-app',
  title: 'Web & Mobile Apps',
  seo: {
    title: 'Web & Mobile App Development | Helix AI',
    description:
      'Custom web and mobile apps, from customer portals to booking apps, designed, built and launched by one team with AI features built in.',
    keywords: ['app development', 'mobile apps', 'web applications', 'iOS and Android apps', 'AI app features'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'dark',
      image: drawn('hero-web-mobile-app.svg'),
      title: 'Web and mobile apps your customers love',
      subtitle: 'From prototype to app store: customer portals, booking apps and internal tools with AI built in.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('See Our Work', '#projects', {style: 'secondary'})],
    },
    {
      _type: 'steps',
      eyebrow: 'How we work',
      heading: 'Our development process',
      intro: 'Short cycles, working software every two weeks and no surprises on the invoice.',
      items: [
        {
          icon: 'search',
          title: 'Discovery',
          description:
            'Workshops with your team to map users, goals and must-have features, ending in a fixed-scope plan and quote.',
        },
        {
          icon: 'palette',
          title: 'Design',
          description:
            'Clickable prototypes you can test with real customers before a single line of production code is written.',
        },
        {
          icon: 'code',
          title: 'Development',
          description:
            'Two-week sprints with a demo at the end of each, automated tests and a staging app you can try at any time.',
        },
        {
          icon: 'rocket',
          title: 'Launch and Support',
          description:
            'App store submission, monitoring, analytics and ongoing updates so your app keeps improving after launch.',
        },
      ],
    },
    {
      _type: 'checklist',
      tone: 'muted',
      eyebrow: 'What we build',
      heading: 'Services',
      lists: [
        {
          title: 'Web Applications',
          items: [
            'Customer portals and dashboards',
            'Booking and scheduling systems',
            'E-commerce and subscription platforms',
            'Internal tools and admin panels',
            'Progressive web apps that work offline',
          ],
        },
        {
          title: 'Mobile Apps',
          items: [
            'Native iOS and Android apps',
            'Cross-platform apps from one codebase',
            'Push notifications and in-app messaging',
            'Payments and in-app purchases',
            'App store listing and launch',
          ],
        },
        {
          title: 'AI Features',
          items: [
            'Chat assistants trained on your content',
            'Smart search and recommendations',
            'Document and image recognition',
            'Voice input and transcription',
            'Automated reports and insights',
          ],
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'projects',
      eyebrow: 'Portfolio',
      heading: 'Featured projects',
      intro: 'A selection of apps we have designed, built and launched for clients.',
      columns: 3,
      cards: [
        project(
          'FreshCart',
          'freshcart',
          'Grocery delivery',
          "A same-day grocery app with AI meal suggestions built from each customer's past orders.",
          'Illustration of the FreshCart app on a phone: a shopping cart over a list of orders, with an apple, a carrot and a delivery clock around it',
          '60,000 orders in its first year',
        ),
        project(
          'ClinicFlow',
          'clinicflow',
          'Healthcare',
          'Online booking, reminders and intake forms for a group of twelve physiotherapy clinics.',
          'Illustration of the ClinicFlow app on a phone: a stethoscope over a calendar of booked appointments, with reminder and heartbeat icons',
          'No-shows down 35% across 12 clinics',
        ),
        project(
          'FitTrack Pro',
          'fittrack',
          'Fitness',
          "A workout app whose AI coach adapts each training plan to the member's progress.",
          'Illustration of the FitTrack Pro app on a phone: a dumbbell over a chart of rising training progress, with a timer and a trophy',
          '4.8 stars from 12,000 reviews',
        ),
        project(
          'PropertyPulse',
          'propertypulse',
          'Real estate',
          'A property portal with smart search, virtual tours and an agent that answers buyer questions.',
          'Illustration of the PropertyPulse app on a phone: a house over a list of listings, with search, map pin and key icons',
          'Buyer questions answered in 9 seconds',
        ),
        project(
          'LearnLoop',
          'learnloop',
          'Education',
          'A learning platform with bite-sized lessons, quizzes and an AI tutor for every course.',
          'Illustration of the LearnLoop app on a phone: a graduation cap over a chat with the AI tutor, with a book and a lightbulb',
          'Course completion up from 31% to 58%',
        ),
        project(
          'TableReady',
          'tableready',
          'Hospitality',
          'Restaurant reservations, waitlists and table management across web and mobile.',
          'Illustration of the TableReady app on a phone: crossed cutlery over a reservation calendar, with guests, clock and bell icons',
          'Table turns up 18% on busy nights',
        ),
        project(
          'FleetSense',
          'fleetsense',
          'Logistics',
          'Live vehicle tracking and AI route planning for a regional delivery fleet.',
          'Illustration of the FleetSense app on a phone: a truck over a map with a dashed delivery route, with fuel and gauge icons',
          'Fuel costs down 14% in the first year',
        ),
      ],
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Have an app idea?',
      intro:
        'Tell us what you want to build. We reply within one business day with next steps and a rough budget range.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Book a Call', '/booking', {style: 'secondary'})],
    },
  ],
})

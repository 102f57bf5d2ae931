import {buy, cta, definePage, img, ref, site} from '../lib'

const OFFER = 'offer-products-life-quest'
const APP = site('lifequest', '/start')

/** The second goal-app page: the same product pitched as a game, in the dark style, linking out to the app. */
export default definePage({
  slug: 'life-quest',
  title: 'Life Quest',
  seo: {
    title: 'Life Quest: Level Up Your Life with AI | Helix AI',
    description:
      'Turn your life into a quest: AI coaching, goal tracking and step-by-step plans that keep you moving, day and night.',
    keywords: ['Life Quest', 'goal achievement', 'AI life coach'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'dark',
      badge: 'Your life, played on purpose',
      title: 'Level up your life',
      subtitle: 'Your goals become quests, your progress becomes visible, and an AI coach is with you 24/7.',
      ctas: [cta('Start Your Quest', APP), cta('Explore the App', site('lifequest'), {style: 'secondary'})],
      image: img(
        'products-life-quest.svg',
        'Illustration of the Life Quest app on a phone: a quest map with a dashed path of milestones, with a trophy, a star and a flag around it',
      ),
    },
    {
      _type: 'cardGrid',
      tone: 'dark',
      eyebrow: 'The game',
      heading: 'Real goals, played like a game',
      intro:
        'Games keep us coming back because progress is clear and the next move is obvious. Life Quest brings that to the goals that matter.',
      columns: 4,
      cards: [
        {
          icon: 'map',
          title: 'Quests',
          description: 'Each goal becomes a quest with a clear destination and a mapped route to get there.',
        },
        {
          icon: 'target',
          title: 'Daily missions',
          description: 'Small, concrete tasks for today, sized to the time and energy you actually have.',
        },
        {
          icon: 'award',
          title: 'Milestones',
          description: 'Checkpoints along the way mark real progress and unlock the next stage of your plan.',
        },
        {
          icon: 'trending-up',
          title: 'Levels and streaks',
          description: 'Consistency is rewarded, so you can see yourself getting better week after week.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      tone: 'dark',
      eyebrow: 'Your guide',
      heading: 'An AI coach at your side, day and night',
      columns: 3,
      cards: [
        {
          icon: 'bot',
          title: '24/7 AI coaching',
          description:
            'Stuck at midnight or unsure at dawn? Your coach answers, helps you think it through and suggests the next move.',
        },
        {
          icon: 'workflow',
          title: 'Step-by-step plans',
          description:
            'Describe what you want in your own words. Life Quest drafts the route, from first step to finish line.',
        },
        {
          icon: 'calendar',
          title: 'Scheduling and email reminders',
          description: 'Missions land in your week and reminders arrive by email, so the plan turns into action.',
        },
      ],
    },
    {
      _type: 'steps',
      tone: 'dark',
      eyebrow: 'How to play',
      heading: 'Three moves to begin',
      items: [
        {
          icon: 'rocket',
          title: 'Choose your quest',
          description: 'Pick a goal in any area of life: career, health, learning, money or a passion project.',
        },
        {
          icon: 'map',
          title: 'Get your map',
          description: 'Your AI coach turns the goal into milestones and daily missions that fit your schedule.',
        },
        {
          icon: 'star',
          title: 'Level up',
          description: 'Complete missions, track progress on your dashboard and let the plan adapt as you grow.',
        },
      ],
    },
    {
      _type: 'offerBox',
      tone: 'dark',
      eyebrow: 'Membership',
      heading: 'One membership, every feature',
      offer: ref(OFFER),
      items: ['24/7 AI coaching', 'Goal tracking', 'Step-by-step plans', 'Scheduling and email reminders'],
      ctas: [buy('Join for {price}', OFFER)],
      note: 'Billed monthly, cancel anytime.',
    },
    {
      _type: 'faq',
      tone: 'dark',
      eyebrow: 'Questions',
      heading: 'Before you start your quest',
      items: [
        {
          question: 'Do I need to be a gamer to enjoy Life Quest?',
          answer:
            'Not at all. The game ideas are there to make progress visible and motivating. If you can make a to-do list, you can play.',
        },
        {
          question: 'What kinds of goals work best?',
          answer:
            'Any goal you can work towards step by step: a new skill, a fitness target, a savings plan, a career move or a creative project.',
        },
        {
          question: 'Where do I use Life Quest?',
          answer:
            'Life Quest runs in your web browser on desktop and mobile. Open the app, create your first quest and your coach takes it from there.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      tone: 'dark',
      eyebrow: 'Ready?',
      heading: 'Your first quest is waiting',
      intro: 'Open the app, tell your coach what you want to achieve and get your first mission today.',
      columns: 2,
      cards: [
        {
          icon: 'rocket',
          title: 'Open the app',
          description: 'Create your first quest in the browser on any device and meet your AI coach.',
          highlight: true,
          link: cta('Open Life Quest', APP),
        },
        {
          icon: 'globe',
          title: 'Learn more first',
          description: 'Read how quests, missions and milestones work on the Life Quest website.',
          link: cta('Visit the Life Quest Website', site('lifequest'), {style: 'secondary'}),
        },
      ],
    },
  ],
})

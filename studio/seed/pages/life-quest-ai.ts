import {buy, cta, definePage, img, ref} from '../lib'

const OFFER = 'offer-products-life-quest'

/** The first goal-app sales page : the subscription is sold from the #subscription price box. */
export default definePage({
  slug: 'life-quest-ai',
  title: 'Life Quest AI',
  seo: {
    title: 'Life Quest AI: Your AI Goal Coach | Helix AI',
    description:
      'Life Quest AI turns your goals into step-by-step plans with 24/7 AI coaching, tracking, scheduling and reminders.',
    keywords: ['goal setting app', 'AI coach', 'habit tracker'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'gradient',
      badge: 'AI goal coach · {price}',
      offer: ref(OFFER),
      title: 'Achieve your goals with an AI coach',
      subtitle: 'Life Quest AI turns big goals into daily steps and keeps you on track, 24/7.',
      ctas: [cta('Start Your Quest', '#subscription'), cta('See How It Works', '#how-it-works', {style: 'secondary'})],
      image: img(
        'products-life-quest-ai.svg',
        'Illustration of the Life Quest AI dashboard: a goal target above a coaching chat, with a flag and a calendar beside the window',
      ),
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Use cases',
      heading: 'One coach for every kind of goal',
      intro: 'Whatever you are working towards, Life Quest AI turns it into a plan you can follow one day at a time.',
      columns: 3,
      cards: [
        {
          icon: 'briefcase',
          title: 'Career growth',
          description:
            'Prepare for a promotion, change careers or build a portfolio with a plan that fits around your job.',
        },
        {
          icon: 'heart',
          title: 'Health and fitness',
          description:
            'Train for a first 10K, sleep better or cook at home more often, with weekly targets that build gradually.',
        },
        {
          icon: 'graduation',
          title: 'Learning a skill',
          description:
            'Learn a language, an instrument or a programming language in short sessions you actually finish.',
        },
        {
          icon: 'dollar',
          title: 'Personal finance',
          description:
            'Pay down debt, build an emergency fund or save for a trip with monthly milestones and check-ins.',
        },
        {
          icon: 'lightbulb',
          title: 'Creative projects',
          description: 'Write the book, launch the podcast or finish the side project that has waited for "someday".',
        },
        {
          icon: 'refresh',
          title: 'Everyday habits',
          description:
            'Read more, spend less time on your phone or keep a journal, with streaks that make progress visible.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Why it works',
      heading: 'Motivation fades. A plan and a coach do not.',
      intro: 'Most goals fail between the decision and the first hard week. Life Quest AI is built for that gap.',
      tone: 'muted',
      columns: 3,
      cards: [
        {
          icon: 'layers',
          title: 'Big goals, small steps',
          description:
            'Every goal is broken into milestones and every milestone into tasks small enough to start today.',
        },
        {
          icon: 'message',
          title: 'Accountability on demand',
          description: 'Your coach checks in, celebrates wins and helps you restart after a missed day, at any hour.',
        },
        {
          icon: 'refresh',
          title: 'Plans that adapt',
          description: 'Busy week? Tell your coach and the plan is rebalanced instead of abandoned.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Features',
      heading: 'Everything you need to follow through',
      columns: 4,
      cards: [
        {
          icon: 'bot',
          title: 'AI coaching chat',
          description: 'Talk through obstacles and get practical next steps whenever you need them.',
        },
        {
          icon: 'target',
          title: 'Goal tracking',
          description: 'See every goal, milestone and task on one dashboard, with progress at a glance.',
        },
        {
          icon: 'workflow',
          title: 'Step-by-step plans',
          description: 'Describe a goal in your own words and receive a structured plan in minutes.',
        },
        {
          icon: 'calendar',
          title: 'Smart scheduling',
          description: 'Tasks are placed in the time you actually have, and moved when life happens.',
        },
        {
          icon: 'mail',
          title: 'Email reminders',
          description: 'Gentle reminders arrive before each task, so nothing slips through the cracks.',
        },
        {
          icon: 'chart',
          title: 'Progress insights',
          description: 'Weekly summaries show what is working and where you tend to get stuck.',
        },
        {
          icon: 'award',
          title: 'Streaks and milestones',
          description: 'Celebrate consistency with streaks and milestone badges that keep momentum going.',
        },
        {
          icon: 'lock',
          title: 'Private by design',
          description: 'Your goals and conversations are yours. We never sell your data.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'The science',
      heading: 'Built on what research says about reaching goals',
      intro: 'Life Quest AI puts well-studied principles from psychology into a daily routine.',
      tone: 'accent',
      columns: 2,
      cards: [
        {
          icon: 'target',
          title: 'Specific goals beat vague ones',
          description:
            'Goal-setting research by Locke and Latham found that specific, challenging goals lead to better performance than simply "doing your best". Your coach helps you make each goal concrete.',
        },
        {
          icon: 'calendar',
          title: 'Decide when and where',
          description:
            'Studies of implementation intentions show that planning when and where you will act makes follow-through more likely. Scheduling turns intentions into appointments.',
        },
        {
          icon: 'trending-up',
          title: 'Small wins fuel motivation',
          description:
            'The progress principle describes how small, visible wins keep people engaged. Milestones and streaks make every step of progress visible.',
        },
        {
          icon: 'chart',
          title: 'What gets tracked gets done',
          description:
            'Reviews of self-monitoring research link regular progress tracking to better goal attainment. Your dashboard and weekly summaries do the tracking for you.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'how-it-works',
      eyebrow: 'How it works',
      heading: 'From idea to done in four steps',
      items: [
        {
          icon: 'message',
          title: 'Share your goal',
          description: 'Tell your AI coach what you want to achieve, why it matters and how much time you have.',
        },
        {
          icon: 'workflow',
          title: 'Get your plan',
          description: 'Receive a step-by-step plan with milestones, tasks and realistic deadlines.',
        },
        {
          icon: 'calendar',
          title: 'Schedule and act',
          description: 'Tasks go into your schedule, and email reminders arrive when it is time to act.',
        },
        {
          icon: 'trending-up',
          title: 'Track and adjust',
          description: 'Check off progress, talk to your coach when you get stuck and let the plan adapt.',
        },
      ],
    },
    {
      _type: 'checklist',
      eyebrow: 'Key features',
      heading: 'What your subscription includes',
      tone: 'muted',
      lists: [
        {
          title: 'Your AI coach',
          items: [
            '24/7 AI coaching in plain language',
            'Check-ins after missed days, without judgement',
            'Help breaking through procrastination and overwhelm',
            'Advice tailored to your schedule and energy',
          ],
        },
        {
          title: 'Your planner',
          items: [
            'Goal tracking across every area of life',
            'Step-by-step plans with milestones',
            'Scheduling that fits your real week',
            'Email reminders before each task',
          ],
        },
      ],
    },
    {
      _type: 'testimonials',
      eyebrow: 'Stories',
      heading: 'People finishing what they started',
      items: [ref('testimonial-products-maya'), ref('testimonial-products-jordan'), ref('testimonial-products-priya')],
    },
    {
      _type: 'offerBox',
      anchor: 'subscription',
      eyebrow: 'Subscription',
      heading: 'Start your quest today',
      intro: 'One simple plan with every feature included.',
      tone: 'accent',
      offer: ref(OFFER),
      badge: 'Monthly subscription',
      items: ['24/7 AI coaching', 'Goal tracking', 'Step-by-step plans', 'Scheduling and email reminders'],
      ctas: [buy('Subscribe Now', OFFER)],
      note: 'Billed monthly, cancel anytime.',
    },
    {
      _type: 'faq',
      eyebrow: 'FAQ',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'What is Life Quest AI?',
          answer:
            'Life Quest AI is an AI goal coach. It turns your goals into step-by-step plans, schedules the tasks, sends email reminders and coaches you through obstacles 24/7.',
        },
        {
          question: 'How does the AI coach work?',
          answer:
            'You chat with the coach in plain language. It asks about your goal, your time and what has stopped you before, then builds a plan and adjusts it as you report progress.',
        },
        {
          question: 'Can I cancel my subscription?',
          answer: 'Yes. There is no long-term contract: the subscription is billed monthly and you can cancel anytime.',
        },
        {
          question: 'Is my personal information safe?',
          answer:
            'Your goals and conversations are private to your account, sent over encrypted connections and never sold to anyone.',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Your next chapter starts with one step',
      intro: 'Set your first goal tonight and wake up to a plan for tomorrow.',
      ctas: [buy('Subscribe for {price}', OFFER), cta('Ask Us a Question', '/contact', {style: 'secondary'})],
    },
  ],
})

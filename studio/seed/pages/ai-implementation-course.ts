import {buy, cta, definePage, drawn, ref} from '../lib'

const OFFER = 'offer-implementation-course'

export default definePage({
  slug: 'ai-implementation-course',
  title: 'AI Implementation Course',
  seo: {
    title: 'AI Implementation: From Concept to Action | Helix AI',
    description:
      'A 2-hour live course that takes business owners and managers from AI concept to action. Special price, lifetime access to recordings.',
    keywords: ['AI course', 'AI implementation', 'AI training for business', 'live AI course', 'AI for managers'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'dark',
      image: drawn('hero-ai-implementation-course.svg'),
      badge: 'Special Price {price}',
      offer: ref(OFFER),
      title: 'AI Implementation: From Concept to Action',
      subtitle:
        'A two-hour live course that turns AI ideas into a working plan for your business, with the tools, templates and answers to get started the next morning.',
      ctas: [buy('Enroll Now for {price}', OFFER), cta("See What You'll Learn", '#learn', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      anchor: 'learn',
      eyebrow: 'Curriculum',
      heading: "What You'll Learn",
      columns: 3,
      cards: [
        {
          icon: 'lightbulb',
          title: 'Demystifying AI',
          description:
            "What today's AI tools can and cannot do, explained in plain language, with no code and no hype.",
          items: [
            'How language models actually work',
            'Chatbots, agents and automations compared',
            'Realistic costs and timelines',
          ],
        },
        {
          icon: 'target',
          title: 'Identifying Opportunities',
          description: 'A simple method to find the tasks in your business where AI pays off first.',
          items: ['Mapping repetitive work', 'Scoring ideas by value and effort', 'Building your first 90-day plan'],
        },
        {
          icon: 'scale',
          title: 'Ethical Considerations',
          description: 'Using AI responsibly with customers, staff and data.',
          items: ['Privacy and data protection', 'Bias, accuracy and human review', 'Being transparent with customers'],
        },
      ],
    },
    {
      _type: 'checklist',
      tone: 'muted',
      heading: 'Course Format',
      intro:
        'Practical from the first minute: you watch real tools at work and leave with everything you need to repeat it.',
      lists: [
        {
          items: [
            'Live online session with Q&A',
            'Practical tool demos',
            'Downloadable resources',
            'Templates and tool lists',
          ],
        },
      ],
    },
    {
      _type: 'cardGrid',
      heading: 'Perfect For',
      columns: 4,
      cards: [
        {
          icon: 'briefcase',
          title: 'Business owners',
          description: 'Who want to know where AI fits in their company before they spend on it.',
        },
        {
          icon: 'megaphone',
          title: 'Marketing professionals',
          description: 'Who want to create more content and campaigns without a bigger team.',
        },
        {
          icon: 'settings',
          title: 'Operations managers',
          description: "Who want to remove repetitive work from their team's week.",
        },
        {icon: 'rocket', title: 'Entrepreneurs', description: 'Who want to build AI into a new business from day one.'},
      ],
    },
    {
      _type: 'checklist',
      tone: 'muted',
      heading: 'By The End Of This Course',
      intro: 'You will be able to:',
      lists: [
        {
          items: [
            'Explain in plain language what AI can do for your business',
            'Pick the three tasks where AI will save you the most time',
            'Choose the right tools for each task and estimate their cost',
            'Write prompts that give reliable, on-brand results',
            'Put simple safeguards in place for data and accuracy',
            'Start your first AI project with a clear 90-day plan',
          ],
        },
      ],
    },
    {
      _type: 'offerBox',
      anchor: 'enroll',
      heading: 'Course Includes',
      offer: ref(OFFER),
      badge: 'Special Price',
      items: [
        '2 hours of live instruction',
        'Comprehensive materials',
        'Lifetime access to recordings',
        '30-day money-back guarantee',
      ],
      ctas: [buy('Secure Your Spot Now', OFFER)],
      note: 'Secure card checkout. 30-day money-back guarantee, no questions asked.',
    },
    {
      _type: 'callToAction',
      heading: 'Questions about the course?',
      intro: 'Not sure it is right for your team, or want a private session for your company? We are happy to help.',
      ctas: [cta('Ask a Question', '/contact'), cta('Book a Free Consultation', '/booking', {style: 'secondary'})],
    },
  ],
})

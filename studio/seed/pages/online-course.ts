import {buy, cta, definePage, drawn, img, ref} from '../lib'

const OFFER = 'offer-online-course'

export default definePage({
  slug: 'online-course',
  title: 'Online Course',
  seo: {
    title: 'AI for Business Online Course | Helix AI',
    description:
      'A complete online course on AI for business, including one month free of AI tools worth $299/month and a 30-day money-back guarantee.',
    keywords: ['online AI course', 'AI for business course', 'AI skills', 'AI tools training', 'learn AI online'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'midnight',
      imageSide: 'left',
      image: drawn('hero-online-course.svg'),
      badge: 'Limited-Time Offer',
      offer: ref(OFFER),
      title: 'Master AI for your business',
      subtitle:
        'A complete online course with the tools, templates and practice to use AI with confidence, including one month of premium AI tools free.',
      ctas: [buy('Enroll Now for {price}', OFFER), cta('See the Skills', '#skills', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      anchor: 'skills',
      eyebrow: 'Curriculum',
      heading: 'Skills you will master',
      intro: 'Six modules of short video lessons, each with a hands-on project you complete for your own business.',
      columns: 3,
      cards: [
        {
          icon: 'message',
          title: 'Prompt engineering',
          description:
            'Write prompts that give accurate, on-brand results the first time, and build a reusable prompt library.',
        },
        {
          icon: 'bot',
          title: 'AI assistants and agents',
          description: 'Set up assistants that answer customer questions, qualify leads and book appointments.',
        },
        {
          icon: 'workflow',
          title: 'Workflow automation',
          description: 'Connect your apps so data entry, follow-ups and reports run on their own.',
        },
        {
          icon: 'palette',
          title: 'Content creation',
          description: 'Produce blog posts, social media, images and video scripts in a fraction of the time.',
        },
        {
          icon: 'chart',
          title: 'Data analysis',
          description: 'Turn spreadsheets and reports into clear insights and charts without writing formulas.',
        },
        {
          icon: 'shield',
          title: 'Safe and responsible AI',
          description: 'Protect customer data, check facts and set simple AI rules for your team.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      tone: 'muted',
      eyebrow: 'Bonus included',
      heading: '1 month free of AI tools worth $299/month',
      intro:
        'Practise on professional tools from day one. Your enrolment includes a full month of access to our AI toolkit at no extra cost.',
      columns: 4,
      cards: [
        {
          icon: 'search',
          title: 'Deep research agent',
          description: 'Market and competitor research with cited sources in minutes.',
        },
        {
          icon: 'users',
          title: 'Lead generation agent',
          description: 'Finds and qualifies prospects that match your ideal customer.',
        },
        {
          icon: 'image',
          title: 'Image and video studio',
          description: 'Creates on-brand visuals and short videos for your campaigns.',
        },
        {icon: 'file', title: 'Content writer', description: 'Drafts posts, emails and pages in your brand voice.'},
      ],
    },
    {
      _type: 'cardGrid',
      heading: 'Who this course is for',
      columns: 4,
      cards: [
        {
          icon: 'briefcase',
          title: 'Small business owners',
          description: 'Do more with the team you have and stop doing the same tasks by hand.',
        },
        {
          icon: 'megaphone',
          title: 'Marketers and creators',
          description: 'Plan, write and design campaigns faster without losing quality.',
        },
        {
          icon: 'users',
          title: 'Managers and team leads',
          description: "Lead your team's move to AI with confidence and clear rules.",
        },
        {
          icon: 'graduation',
          title: 'Career changers',
          description: 'Add practical AI skills employers are asking for to your CV.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      tone: 'muted',
      eyebrow: 'Your instructor',
      heading: 'Learn from a practitioner',
      columns: 2,
      cards: [
        {
          image: img(
            'course-instructor.svg',
            'Illustration of Daniel Brooks presenting a rising bar chart at an AI workshop',
          ),
          eyebrow: 'Lead instructor',
          title: 'Daniel Brooks',
          description:
            'Daniel leads AI implementation at Helix AI and has helped more than 200 small and medium businesses put AI agents, automations and content tools to work. He teaches the methods our team uses with clients every day.',
        },
        {
          icon: 'award',
          title: 'What you get from Daniel',
          description: 'Real client examples, not theory.',
          items: [
            'Twelve years in software and automation',
            'Hands-on projects reviewed in live office hours',
            'Answers to your questions in the course community',
            'Templates from real client projects',
          ],
        },
      ],
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Start mastering AI today',
      intro:
        'Enrol now to lock in the limited-time price and your free month of AI tools. Study at your own pace, with lifetime access to every lesson.',
      ctas: [buy('Enroll Now for {price}', OFFER)],
      note: '30-day money-back guarantee: if the course is not for you, we refund you in full.',
    },
  ],
})

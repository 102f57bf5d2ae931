import {cta, definePage, drawn} from '../lib'

export default definePage({
  slug: 'ai-teaching',
  title: 'AI Teaching Assistant',
  seo: {
    title: 'AI Teaching Assistant | Helix AI',
    description:
      'A patient AI teaching assistant for technical concepts, problem solving and best practices, with tips for learning faster.',
    keywords: ['AI tutor', 'AI teaching assistant', 'learn AI', 'AI learning', 'technical learning assistant'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'lavender',
      imageSide: 'left',
      image: drawn('hero-ai-teaching.svg'),
      title: 'Your AI teaching assistant',
      subtitle:
        'Learn technical concepts and problem-solving at your own pace with an assistant that never tires of questions.',
      ctas: [cta('Start Learning', '#assistant'), cta('Tips for Better Learning', '#tips', {style: 'secondary'})],
    },
    {
      _type: 'embed',
      anchor: 'assistant',
      heading: 'Ask your teaching assistant',
      intro: 'Ask for an explanation, a worked example or a practice question. The assistant adapts to your level.',
      url: 'https://tutor.example.com/embed/helix-teaching-assistant',
      title: 'AI teaching assistant',
      height: 800,
      allow: 'clipboard-read; clipboard-write',
      width: 'wide',
    },
    {
      _type: 'checklist',
      anchor: 'tips',
      tone: 'muted',
      heading: 'Tips for Better Learning',
      intro: 'Get more out of every session with the assistant.',
      lists: [
        {
          title: 'Best Practices',
          items: [
            'Ask specific, focused questions',
            'Give context about what you already know',
            'Break complex topics into smaller parts',
            'Take notes and summarise in your own words',
          ],
        },
        {
          title: 'Learning Areas',
          items: [
            'Technical concepts and terminology',
            'Problem-solving strategies',
            'Best practices and patterns',
            'Real-world applications',
          ],
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Want structured training for your team?',
      intro: 'Our live courses and education sessions turn self-study into skills your whole team uses every day.',
      ctas: [
        cta('AI Implementation Course', '/ai-implementation-course'),
        cta('AI Education Sessions', '/ai-education', {style: 'secondary'}),
      ],
    },
  ],
})

import {cta, definePage, drawn, site} from '../lib'

const embed = (id: string) => site('video', `/embed/${id}`)

export default definePage({
  slug: 'video-production',
  title: 'Video Production',
  seo: {
    title: 'AI Video Production | Helix AI',
    description:
      'Explainer videos, ads and social shorts produced in days with AI-assisted scripting, editing and voice-over, and people checking every frame.',
    keywords: ['AI video production', 'explainer videos', 'social media video', 'video ads', 'YouTube shorts'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'gradient',
      imageSide: 'left',
      image: drawn('hero-video-production.svg'),
      title: 'AI video production that ships in days',
      subtitle:
        'Scripts, visuals, voice-over and edits for ads, explainers and shorts, produced with AI and finished by people.',
      ctas: [
        cta('Get a Free Quote', '/contact'),
        cta('Watch Our Latest Videos', '#latest-videos', {style: 'secondary'}),
      ],
    },
    {
      _type: 'steps',
      anchor: 'process',
      eyebrow: 'How it works',
      heading: 'Our video production process',
      intro: 'Four steps from idea to a finished, on-brand video, usually in five to ten business days.',
      items: [
        {
          icon: 'lightbulb',
          title: 'Concept and script',
          description: 'We agree the goal, audience and message, then write a script and storyboard for your approval.',
        },
        {
          icon: 'sparkles',
          title: 'AI-assisted production',
          description:
            'We generate and film visuals, create avatars or B-roll, and record a natural voice-over in your chosen language.',
        },
        {
          icon: 'film',
          title: 'Editing and polish',
          description: 'Editors cut, colour, caption and add music and motion graphics, checking every frame by hand.',
        },
        {
          icon: 'rocket',
          title: 'Delivery and distribution',
          description:
            'You receive every format you need, from 16:9 to vertical shorts, ready to publish and advertise.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'services',
      eyebrow: 'Services',
      heading: 'Video services for every channel',
      tone: 'muted',
      columns: 3,
      cards: [
        {
          icon: 'megaphone',
          title: 'Video ads',
          description: 'Short, tested ad creatives for social and search campaigns, with several hooks to compare.',
          items: ['15, 30 and 60-second cuts', 'Captions and calls to action', 'A/B hook variations'],
        },
        {
          icon: 'lightbulb',
          title: 'Explainer videos',
          description: 'Clear animated or presenter-led videos that explain your product in under two minutes.',
          items: ['Script and storyboard', 'Professional voice-over', 'Motion graphics'],
        },
        {
          icon: 'smartphone',
          title: 'Social media shorts',
          description: 'A steady stream of vertical videos for TikTok, Reels and YouTube Shorts.',
          items: ['Monthly content calendars', 'Trending formats', 'Auto-captions'],
        },
        {
          icon: 'users',
          title: 'AI avatar presenters',
          description: 'A lifelike presenter who speaks your script in 40+ languages, without a studio day.',
          items: ['Custom or stock avatars', 'Multilingual versions', 'Fast revisions'],
        },
        {
          icon: 'graduation',
          title: 'Training and onboarding',
          description: 'Course modules and how-to videos that help staff and customers learn faster.',
          items: ['Screen recordings', 'Chaptered lessons', 'Quizzes on request'],
        },
        {
          icon: 'film',
          title: 'Product and brand films',
          description: 'Cinematic product showcases and brand stories that build trust on your website.',
          items: ['Product visualisation', 'Customer stories', 'Music licensing'],
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'categories',
      eyebrow: 'Categories',
      heading: 'Three kinds of video we make',
      columns: 3,
      cards: [
        {
          icon: 'trending-up',
          title: 'Marketing and advertising',
          description: 'Ads, promos and launch videos designed to stop the scroll and drive clicks, calls and sales.',
        },
        {
          icon: 'book',
          title: 'Education and explainers',
          description:
            'Tutorials, explainers and training that make complex products and processes easy to understand.',
        },
        {
          icon: 'video',
          title: 'Social media content',
          description: 'Vertical shorts and reels produced in batches so your channels never go quiet.',
        },
      ],
    },
    {
      _type: 'videoGallery',
      anchor: 'shorts',
      eyebrow: 'Shorts',
      heading: 'Latest shorts',
      intro: 'Vertical videos we produced for clients and our own channels.',
      tone: 'muted',
      format: 'portrait',
      videos: [
        {title: '3 AI tools every small business should try', url: embed('shorts-ai-tools')},
        {title: 'How a voice agent answers missed calls', url: embed('shorts-voice-agent')},
        {title: 'Before and after: a restored family photo', url: embed('shorts-photo-restoration')},
        {title: 'Automating invoices in 30 seconds', url: embed('shorts-invoice-automation')},
      ],
    },
    {
      _type: 'videoGallery',
      anchor: 'latest-videos',
      eyebrow: 'Videos',
      heading: 'Latest videos',
      intro: 'Explainers, case studies and tutorials from our video team.',
      format: 'landscape',
      videos: [
        {
          title: 'What an AI agent can do for your business',
          description: 'A six-minute explainer for business owners.',
          url: embed('ai-agents-explained'),
        },
        {
          title: 'Case study: 43% more bookings for a dental group',
          description: 'How video ads and an AI assistant filled the calendar.',
          url: embed('case-study-dental'),
        },
        {
          title: 'Making a product video with AI, step by step',
          description: 'Behind the scenes of our production process.',
          url: embed('behind-the-scenes'),
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Have a video in mind?',
      intro: 'Share your idea and deadline and we will send a script outline and a fixed quote.',
      tone: 'dark',
      ctas: [cta('Start Your Video Project', '/contact')],
    },
  ],
})

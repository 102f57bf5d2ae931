import {cta, definePage, drawn, ref} from '../lib'

export default definePage({
  slug: 'about',
  title: 'About',
  seo: {
    title: 'About Us | Helix AI',
    description:
      'Meet Helix AI: an AI services agency of engineers, designers and teachers helping small and medium businesses put AI to work.',
    keywords: ['about Helix AI', 'AI agency', 'AI team', 'AI experts', 'our mission'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'violet',
      image: drawn('hero-about.svg'),
      title: 'We help businesses put AI to work',
      subtitle: 'Engineers, designers and teachers who turn AI from a buzzword into results you can measure.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Meet the Team', '#leadership', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      anchor: 'mission',
      eyebrow: 'Our mission',
      heading: 'Making AI practical for every business',
      intro:
        'Large companies have whole departments exploring AI. Small and medium businesses deserve the same advantage. Our mission is to give them practical AI solutions, honest advice and the training to use them well, at a price that makes sense.',
      columns: 2,
      cards: [
        {
          icon: 'rocket',
          title: 'What we do',
          description:
            'We design, build and support AI agents, voice assistants, automations, websites, videos and marketing for growing businesses, and teach teams to use AI confidently.',
        },
        {
          icon: 'target',
          title: 'How we measure success',
          description:
            'Not by the technology we ship but by the hours saved, the leads won and the customers served. Every project starts with a goal you can measure.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'values',
      eyebrow: 'Our values',
      heading: 'What we stand for',
      tone: 'muted',
      columns: 4,
      cards: [
        {
          icon: 'lightbulb',
          title: 'Innovation',
          description: 'We test new AI tools every week so our clients get what works, not what is fashionable.',
        },
        {
          icon: 'shield',
          title: 'Integrity',
          description: 'Honest advice, clear prices and no lock-in. If AI is not the answer, we will say so.',
        },
        {
          icon: 'users',
          title: 'Partnership',
          description: 'We work as an extension of your team and stay with you long after launch.',
        },
        {
          icon: 'award',
          title: 'Excellence',
          description: 'Every agent, site and workflow is tested, documented and built to last.',
        },
      ],
    },
    {
      _type: 'team',
      anchor: 'leadership',
      eyebrow: 'Leadership',
      heading: 'Meet our leadership team',
      members: [
        ref('teamMember-pages-maya-okafor'),
        ref('teamMember-pages-daniel-reyes'),
        ref('teamMember-pages-priya-natarajan'),
      ],
    },
    {
      _type: 'stats',
      anchor: 'numbers',
      eyebrow: 'By the numbers',
      heading: 'Trusted by growing businesses',
      tone: 'accent',
      items: [
        {value: '500+', label: 'Projects Completed'},
        {value: '98%', label: 'Client Satisfaction'},
        {value: '50+', label: 'AI Experts'},
        {value: '24/7', label: 'Support Available'},
      ],
    },
    {
      _type: 'callToAction',
      heading: "Let's build something together",
      intro: 'Tell us where you want to go and we will show you how AI can get you there faster.',
      tone: 'dark',
      ctas: [cta('Get in Touch', '/contact'), cta('Book a Call', '/booking', {style: 'secondary'})],
    },
  ],
})

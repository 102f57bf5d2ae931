import {cta, definePage, drawn, ref} from '../lib'

/** Content creation service: what we write, how, and the three monthly packages. */
export default definePage({
  slug: 'ai-content-creation',
  title: 'AI Content Creation',
  seo: {
    title: 'AI Content Creation Services | Helix AI',
    description:
      'Blog posts and social media content written with AI and edited by people, on a monthly plan that fits your business.',
    keywords: ['AI content creation', 'blog writing', 'social media content'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'lavender',
      imageSide: 'left',
      image: drawn('hero-ai-content-creation.svg'),
      title: 'Content that keeps your audience coming back',
      subtitle: 'Blog posts and social content written with AI and edited by people, every month.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('View Packages', '#packages', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'What we create',
      heading: 'Content for every stage of your funnel',
      intro: 'AI drafts quickly; our editors make sure every piece is accurate, on-brand and worth reading.',
      columns: 3,
      cards: [
        {
          icon: 'file',
          title: 'SEO blog posts',
          description:
            'In-depth articles researched around the questions your customers search for, structured to rank and to convert.',
        },
        {
          icon: 'megaphone',
          title: 'Social media posts',
          description:
            'Posts written for each platform, with hooks, hashtags and calls to action that match your brand voice.',
        },
        {
          icon: 'search',
          title: 'Keyword and topic research',
          description: 'A content calendar built from search demand, competitor gaps and your sales priorities.',
        },
        {
          icon: 'palette',
          title: 'Your brand voice',
          description: 'We capture your tone, terms and style in a voice guide, so every piece sounds like you.',
        },
        {
          icon: 'check',
          title: 'Human editing and fact-checking',
          description: 'Every draft is reviewed by an editor for accuracy, clarity and originality before you see it.',
        },
        {
          icon: 'chart',
          title: 'Performance reporting',
          description: 'Monthly notes on what was published and how it performed, with ideas for the next month.',
        },
      ],
    },
    {
      _type: 'steps',
      eyebrow: 'Our process',
      heading: 'How your content gets made',
      tone: 'muted',
      items: [
        {
          icon: 'users',
          title: 'Discovery',
          description: 'We learn your business, audience, competitors and goals in a kickoff call.',
        },
        {
          icon: 'calendar',
          title: 'Content plan',
          description: 'You approve a monthly calendar of topics, keywords and formats.',
        },
        {
          icon: 'sparkles',
          title: 'Create and edit',
          description: 'AI drafts each piece; our editors refine, fact-check and optimise it.',
        },
        {
          icon: 'rocket',
          title: 'Review and publish',
          description: 'You review, request revisions within your plan, and we deliver ready-to-publish content.',
        },
      ],
    },
    {
      _type: 'packages',
      anchor: 'packages',
      eyebrow: 'Pricing',
      heading: 'Content packages',
      intro: 'Monthly plans with a fixed number of pieces. Upgrade, downgrade or pause between months.',
      items: [
        ref('pkg-products-content-starter'),
        ref('pkg-products-content-professional'),
        ref('pkg-products-content-enterprise'),
      ],
      note: 'Need a different mix of formats? Contact us for a tailored plan.',
    },
    {
      _type: 'callToAction',
      heading: 'Ready to publish more, with less effort?',
      intro: 'Tell us about your audience and goals, and we will suggest the right plan and a first month of topics.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Explore All Services', '/services', {style: 'secondary'})],
    },
  ],
})

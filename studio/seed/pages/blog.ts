import {cta, definePage} from '../lib'

export default definePage({
  slug: 'blog',
  title: 'Blog',
  seo: {
    title: 'AI Innovation Blog | Helix AI',
    description:
      'Articles on AI research, startups, automation, lead generation and platforms, plus professional blog writing services for your business.',
    keywords: ['AI blog', 'AI news', 'blog writing services'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'gradient',
      // No picture: the articles' own pictures are what /blog shows, and on a phone the first one is on
      // the first screen (its largest element, fetched first: web/sections/BlogList.tsx).
      title: 'AI Innovation Blog',
      subtitle:
        'News, analysis and practical guides on AI for business: research explained in plain language, tools worth your time and playbooks you can use this week.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Read the Latest', '#latest-articles', {style: 'secondary'})],
    },
    {
      _type: 'blogList',
      anchor: 'latest-articles',
      heading: 'Latest Articles',
      pageSize: 12,
      intro: 'Fresh perspectives on AI research, startups, automation and lead generation from the Helix AI team.',
    },
    {
      _type: 'cardGrid',
      heading: 'Professional Blog Writing Services',
      intro:
        'Want a blog like this for your own business? Our writers and AI specialists research, write and optimise articles that bring the right readers to your website.',
      tone: 'muted',
      columns: 4,
      cards: [
        {
          icon: 'users',
          title: 'Audience Growth',
          description:
            'Articles planned around the questions your customers actually search for, so every post brings new readers who match your ideal client.',
        },
        {
          icon: 'search',
          title: 'SEO Performance',
          description:
            'Keyword research, search-friendly structure, internal linking and metadata on every article, built to rank and to keep ranking.',
        },
        {
          icon: 'award',
          title: 'Brand Authority',
          description:
            'Expert, well-sourced writing in your voice that shows prospects you understand their problems before they ever call you.',
        },
        {
          icon: 'lightbulb',
          title: 'Content Strategy',
          description:
            'An editorial calendar tied to your services and sales cycle, with topics chosen for impact rather than volume.',
        },
      ],
    },
    {
      _type: 'checklist',
      heading: 'Blog Writing That Works for Your Business',
      lists: [
        {
          title: 'What We Offer',
          items: [
            'Topic and keyword research for your industry',
            'Long-form articles written by subject specialists',
            'On-page SEO: titles, descriptions, headings and internal links',
            'Custom images and social media snippets for every post',
            'Editing and fact-checking before anything is published',
            'Monthly performance reports with traffic and ranking changes',
          ],
        },
        {
          title: 'Why Regular Blogging',
          items: [
            'Every article is a new page search engines can find and rank',
            'Answers to common questions shorten your sales conversations',
            'Fresh content gives you something valuable to share in newsletters and social media',
            'Consistent publishing builds trust with prospects and partners',
            'Articles keep bringing visitors months and years after they are published',
          ],
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Start Your Content Strategy',
      intro:
        'Tell us about your business and audience, and we will propose a content plan with topics, publishing frequency and the results to expect.',
      tone: 'accent',
      ctas: [cta('Start Your Content Strategy', '/contact')],
    },
    {
      _type: 'callToAction',
      heading: 'Get Started Today',
      intro:
        'From a single article to a complete AI-powered content program, Helix AI helps your business get found and trusted.',
      tone: 'dark',
      ctas: [cta('Get Started Today', '/contact')],
    },
  ],
})

import {cta, definePage, drawn, ref} from '../lib'

/** The digital marketing page: four website-plus-marketing packages, eight add-ons, problem/cost/solution, testimonials, /contact. */
export default definePage({
  slug: 'digital-marketing-services',
  title: 'Digital Marketing',
  seo: {
    title: 'Digital Marketing Services with a Free Website | Helix AI',
    description:
      'Social media, SEO and ads packages for growing businesses, each with a professionally built website included free.',
    keywords: ['digital marketing', 'social media marketing', 'SEO services'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'gradient',
      image: drawn('hero-digital-marketing-services.svg'),
      title: 'Digital marketing with a free website',
      subtitle: 'Four packages of social, SEO and ads, each including a professionally built website at no extra cost.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('See the Packages', '#packages', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      anchor: 'why',
      eyebrow: 'Why it matters',
      heading: 'Marketing that stops leaking customers',
      intro: 'Most small businesses are not short of good work. They are short of people who can find it.',
      columns: 3,
      cards: [
        {
          icon: 'target',
          eyebrow: 'The problem',
          title: 'Customers search, but find your competitors',
          description:
            'An outdated website, irregular posts and no search strategy mean the people already looking for what you sell end up somewhere else.',
          items: [
            'Site is slow or hard to use on a phone',
            'Social accounts go quiet for weeks',
            'No one tracks which ads bring paying customers',
          ],
        },
        {
          icon: 'dollar',
          eyebrow: 'The cost',
          title: 'Every missed search is a missed sale',
          description:
            'Doing it piecemeal is expensive too: a web designer, a social freelancer and an ads agency each bill separately and none of them owns the result.',
          items: [
            'Lost enquiries you never hear about',
            'Several suppliers to brief and pay',
            'Hours of your own time every week',
          ],
        },
        {
          icon: 'rocket',
          eyebrow: 'The solution',
          title: 'One team, one monthly plan, website included',
          description:
            'We build your website free and run your social media, SEO and reporting every month, so every channel works towards the same goal: more customers.',
          items: [
            'Website built and hosted at no extra cost',
            'Planned posts on the platforms your customers use',
            'A monthly report in plain language',
          ],
          highlight: true,
        },
      ],
    },
    {
      _type: 'packages',
      anchor: 'packages',
      eyebrow: 'Packages',
      heading: 'Website-plus-marketing packages',
      intro:
        'Every package includes a professionally built website free of charge. Sign a 12-month contract and save on the monthly price.',
      items: [
        ref('pkg-marketing-basic'),
        ref('pkg-marketing-standard'),
        ref('pkg-marketing-premium'),
        ref('pkg-marketing-elite'),
      ],
      note: 'The website is free with every package: its one-time price is waived. The contract discount applies to the monthly price.',
    },
    {
      _type: 'addOns',
      anchor: 'add-ons',
      tone: 'muted',
      eyebrow: 'Add-ons',
      heading: 'Add exactly what your business needs',
      intro: 'Combine any package with these services. We confirm the final price in writing before any work starts.',
      showBuy: false,
      items: [
        ref('addon-marketing-ecommerce'),
        ref('addon-marketing-multilingual'),
        ref('addon-marketing-google-ads'),
        ref('addon-marketing-meta-ads'),
        ref('addon-marketing-email'),
        ref('addon-marketing-influencer'),
        ref('addon-marketing-copywriting'),
        ref('addon-marketing-seo'),
      ],
    },
    {
      _type: 'steps',
      eyebrow: 'How it works',
      heading: 'From first call to first results',
      items: [
        {
          icon: 'message',
          title: 'Free consultation',
          description: 'We learn about your customers, competitors and goals, and recommend the package that fits.',
        },
        {
          icon: 'palette',
          title: 'Website build',
          description: 'Your new site is designed, written and launched, usually within three to four weeks.',
        },
        {
          icon: 'megaphone',
          title: 'Monthly marketing',
          description: 'Posts, SEO work and campaigns go out on a shared calendar you can review at any time.',
        },
        {
          icon: 'chart',
          title: 'Report and improve',
          description: 'Each month you get a clear report of visits, leads and sales, and what we will change next.',
        },
      ],
    },
    {
      _type: 'testimonials',
      tone: 'muted',
      eyebrow: 'Client results',
      heading: 'What our marketing clients say',
      items: [
        ref('testimonial-sales-marketing-rosa'),
        ref('testimonial-sales-marketing-tom'),
        ref('testimonial-sales-marketing-priya'),
      ],
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Not sure which package fits?',
      intro:
        'Tell us about your business and we will recommend a package and the add-ons worth having, with no obligation.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Talk to Our Team', '/contact', {style: 'secondary'})],
    },
  ],
})

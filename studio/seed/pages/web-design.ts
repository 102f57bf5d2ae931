import {cta, definePage, drawn, site} from '../lib'

const visit = (name: string, sub: string) => cta(`Visit ${name}`, site(sub), {style: 'ghost'})

export default definePage({
  slug: 'web-design',
  title: 'Web Design',
  seo: {
    title: 'Web Design Services | Helix AI',
    description:
      'Fast, accessible, conversion-focused websites designed and built in four clear steps, with AI features that turn visitors into enquiries.',
    keywords: ['web design', 'website development', 'responsive websites', 'AI website', 'website redesign'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'gradient',
      image: drawn('hero-web-design.svg'),
      title: 'Websites that win you customers',
      subtitle: 'We design and build fast, accessible websites with AI built in, from the first sketch to launch day.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('See Our Work', '#portfolio', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'What you get',
      heading: 'Everything a modern business website needs',
      intro:
        'Every site we build is designed around one goal: turning the people who visit into people who call, book or buy.',
      columns: 4,
      cards: [
        {
          icon: 'palette',
          title: 'Custom design',
          description: 'A look made for your brand and your customers, never a recycled template.',
        },
        {
          icon: 'smartphone',
          title: 'Mobile first',
          description: 'Pages that read and load beautifully on phones, where most of your visitors are.',
        },
        {
          icon: 'search',
          title: 'Built for search',
          description: 'Clean structure, fast pages and structured data so Google understands what you offer.',
        },
        {
          icon: 'bot',
          title: 'AI built in',
          description: 'Chat assistants that answer questions and capture leads while you sleep.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'process',
      eyebrow: 'Our process',
      heading: 'From first call to launch in four steps',
      intro: 'A clear process with a fixed scope and price, so you always know what happens next.',
      tone: 'muted',
      items: [
        {
          icon: 'search',
          title: 'Discovery',
          description:
            'We learn about your business, customers and goals, review your current site and agree the pages, features and budget.',
        },
        {
          icon: 'palette',
          title: 'Design',
          description:
            'We design the key pages in your brand, share clickable previews and refine them with you until they feel right.',
        },
        {
          icon: 'code',
          title: 'Development',
          description:
            'We build a fast, accessible, search-friendly site, connect your forms, booking and chat, and load your content.',
        },
        {
          icon: 'rocket',
          title: 'Launch and support',
          description:
            'We test on every device, launch, set up analytics and stay on hand for updates and improvements.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'portfolio',
      eyebrow: 'Portfolio',
      heading: 'Recent websites we have launched',
      intro:
        'Five sites we designed and built for clients in different industries, and what each one changed. Each opens in a new tab.',
      columns: 3,
      cards: [
        {
          image: drawn('site-harbor-pine.svg'),
          eyebrow: 'Real estate',
          title: 'Harbor & Pine Realty',
          description: 'Property search with saved listings and an AI assistant that books viewings.',
          result: 'Viewing requests up 3x in the first quarter',
          link: visit('Harbor & Pine Realty', 'harborpine'),
        },
        {
          image: drawn('site-brightline-dental.svg'),
          eyebrow: 'Healthcare',
          title: 'Brightline Dental',
          description: 'Online booking, treatment guides and a patient FAQ assistant for a three-clinic practice.',
          result: '41% of appointments now booked online',
          link: visit('Brightline Dental', 'brightline-dental'),
        },
        {
          image: drawn('site-lumen-legal.svg'),
          eyebrow: 'Professional services',
          title: 'Lumen Legal Partners',
          description: 'A calm, trustworthy site for a law firm with a secure enquiry form and practice-area pages.',
          result: 'Qualified enquiries up 52% in six months',
          link: visit('Lumen Legal Partners', 'lumenlegal'),
        },
        {
          image: drawn('site-copper-kettle.svg'),
          eyebrow: 'Hospitality',
          title: 'Copper Kettle Bistro',
          description: 'Menus, table reservations and event bookings for a busy neighbourhood restaurant.',
          result: 'Online reservations doubled, no-shows down 30%',
          link: visit('Copper Kettle Bistro', 'copperkettle'),
        },
        {
          image: drawn('site-northwind-gear.svg'),
          eyebrow: 'E-commerce',
          title: 'Northwind Outdoor Gear',
          description: 'A fast online store with product finder, reviews and abandoned-cart follow-ups.',
          result: 'Cart follow-ups win back $14,000 a month',
          link: visit('Northwind Outdoor Gear', 'northwind-gear'),
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Ready for a website that works as hard as you do?',
      intro: 'Tell us about your business and get a fixed-price proposal within two business days.',
      tone: 'dark',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Talk to a Designer', '/contact', {style: 'secondary'})],
    },
  ],
})

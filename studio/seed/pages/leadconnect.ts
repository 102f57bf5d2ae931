import {cta, definePage, drawn, img, ref, site} from '../lib'

const screenshots: Array<[file: string, shows: string, caption: string]> = [
  [
    'dashboard',
    'the LeadConnect dashboard',
    'The LeadConnect dashboard: new leads, qualified leads and booked meetings at a glance.',
  ],
  [
    'pipeline',
    'the lead pipeline board',
    'A drag-and-drop pipeline showing every lead from first touch to closed deal.',
  ],
  [
    'lead-profile',
    'a lead profile page',
    'A lead profile with contact details, source, conversation history and AI score.',
  ],
  [
    'ai-qualification',
    'the AI qualification scorecard',
    'AI qualification: each lead is scored on budget, need, timing and authority.',
  ],
  ['conversations', 'the unified conversations inbox', 'One inbox for SMS, email, web chat and social messages.'],
  [
    'ai-agents',
    'the AI agents library',
    'The AI agents library: follow-up, appointment setting, reactivation and review requests.',
  ],
  ['booking', 'the booking calendar', "Meetings booked by the AI land straight on your team's calendars."],
  ['campaigns', 'the campaign builder', 'Campaign builder for multi-step email and SMS follow-up sequences.'],
  [
    'crm-sync',
    'the CRM integration settings',
    'CRM integration settings with two-way sync of contacts, deals and notes.',
  ],
  [
    'analytics',
    'the analytics dashboard',
    'The analytics dashboard: conversion by source, response time and cost per lead.',
  ],
  [
    'white-label',
    'the white-label branding settings',
    'White labeling: your logo, colours and domain on every screen your clients see.',
  ],
]

export default definePage({
  slug: 'leadconnect',
  title: 'LeadConnect',
  seo: {
    title: 'LeadConnect AI Lead Generation | Helix AI',
    description:
      'LeadConnect finds, qualifies and books your next customers with AI agents. Pro and Platinum plans, white labeling available.',
    keywords: ['lead generation', 'AI lead generation', 'LeadConnect'],
  },
  sections: [
    {
      _type: 'announcement',
      text: 'View Example Free - Next 48 Hours',
      href: site('leadconnect', '/example'),
      linkLabel: 'Open the example',
    },
    {
      _type: 'hero',
      tone: 'light',
      imageSide: 'left',
      image: drawn('hero-leadconnect.svg'),
      badge: 'Plans from {price}',
      offer: ref('pkg-leadconnect-pro'),
      title: 'LeadConnect: AI lead generation that books meetings',
      subtitle:
        'AI agents capture leads from every channel, qualify them in seconds and put meetings on your calendar, while your CRM stays in sync.',
      ctas: [cta('See Pricing', '#pricing'), cta('Explore Features', '#features', {style: 'secondary'})],
    },
    {
      _type: 'carousel',
      eyebrow: 'Take the tour',
      heading: 'LeadConnect screenshots',
      intro: 'Eleven screens from the live product, from the first captured lead to the white-labeled client portal.',
      tone: 'muted',
      interval: 5000,
      transition: 500,
      aboveFold: false,
      pauseLabel: 'Pause slide show',
      playLabel: 'Play slide show',
      previousLabel: 'Previous slide',
      nextLabel: 'Next slide',
      slideLabel: '{n} of {total}',
      dotsLabel: 'Choose a slide',
      dotLabel: 'Go to slide {n}',
      slides: screenshots.map(([file, shows, caption]) => ({
        image: img(`leads-screenshot-${file}.svg`, `Illustrated screen of ${shows}`),
        caption,
      })),
    },
    {
      _type: 'readMore',
      eyebrow: 'Why LeadConnect',
      heading: 'Built for teams that live and die by follow-up',
      summary:
        'Most leads go cold because nobody answers fast enough. LeadConnect responds to every new enquiry within seconds, asks the questions your best salesperson would ask and only hands over the prospects who are ready to talk.',
      details: [
        'Behind the scenes, LeadConnect pulls leads from your website forms, ads, phone line, chat widget and social inboxes into one pipeline. Each lead gets an AI qualification score based on budget, need, timing and decision-making authority, so your team knows who to call first.',
        "AI agents then take over the repetitive work: instant replies, follow-up sequences over SMS and email, appointment setting on your team's calendars and reactivation campaigns for old leads sitting in your database. Every conversation is logged and synced to your CRM.",
        'Agencies and consultants can white-label the whole platform with their own logo, colours and domain, and resell it to their clients. The Platinum plan adds every AI agent, advanced CRM integration, priority support and a dedicated account manager who helps you launch.',
      ].join('\n\n'),
      expandLabel: 'Read More',
      collapseLabel: 'Read Less',
    },
    {
      _type: 'cardGrid',
      anchor: 'features',
      eyebrow: 'Features',
      heading: 'Everything you need to turn clicks into customers',
      columns: 3,
      cards: [
        {
          icon: 'target',
          title: 'Multi-channel lead capture',
          description: 'Forms, ads, calls, chat and social messages flow into one pipeline automatically.',
        },
        {
          icon: 'brain',
          title: 'AI lead qualification',
          description: 'Every lead is scored on budget, need, timing and authority the moment it arrives.',
        },
        {
          icon: 'bot',
          title: 'AI agents that follow up',
          description: 'Instant replies and multi-step SMS and email follow-up, written in your brand voice.',
        },
        {
          icon: 'calendar',
          title: 'Automatic booking',
          description: 'Qualified prospects pick a time and the meeting lands on the right calendar.',
        },
        {
          icon: 'plug',
          title: 'CRM integration',
          description: 'Two-way sync of contacts, deals and notes with the CRM your team already uses.',
        },
        {
          icon: 'chart',
          title: 'Analytics dashboard',
          description: 'See cost per lead, response times and conversion by source in real time.',
        },
      ],
    },
    {
      _type: 'packages',
      anchor: 'pricing',
      eyebrow: 'Pricing',
      heading: 'Choose your LeadConnect plan',
      intro: 'Start with Pro, or go Platinum for white labeling and every AI agent. Cancel anytime.',
      tone: 'muted',
      items: [ref('pkg-leadconnect-pro'), ref('pkg-leadconnect-platinum')],
    },
    {
      _type: 'testimonials',
      eyebrow: 'Customer stories',
      heading: 'Teams closing more deals with LeadConnect',
      items: [ref('testimonial-leads-elena'), ref('testimonial-leads-jamal'), ref('testimonial-leads-hannah')],
    },
    {
      _type: 'callToAction',
      heading: 'Ready to fill your calendar with qualified meetings?',
      intro: 'Pick a plan and go live this week, or talk to our sales team about white labeling and volume pricing.',
      ctas: [cta('View Pricing', '#pricing'), cta('Contact Sales', '/contact', {style: 'secondary'})],
    },
  ],
})

import {cta, definePage, drawn} from '../lib'

export default definePage({
  slug: 'contact',
  title: 'Contact',
  seo: {
    title: 'Contact Us | Helix AI',
    description:
      'Contact Helix AI for a free quote: send us a message, call us 24/7 or book a consultation. We reply within one business day.',
    keywords: ['contact', 'free quote', 'AI agency contact', 'business hours', 'support'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'lavender',
      image: drawn('hero-contact.svg'),
      title: "Let's talk about your project",
      subtitle: 'Tell us what you need and we will reply within one business day with ideas and a quote.',
      ctas: [cta('Send Us a Message', '#contact-form'), cta('Book a Call', '/booking', {style: 'secondary'})],
    },
    {
      _type: 'embed',
      anchor: 'contact-form',
      heading: 'Send us a message',
      intro:
        'Every message goes straight to our team. We reply within one business day with first ideas and the next steps towards a quote.',
      // No form provider: the site's own contact form shows. A provider's address shows its 1750 px frame instead.
      ownForm: 'contact',
      title: 'Contact form',
      height: 1750,
      containerHeight: 1800,
      width: 'narrow',
    },
    {
      _type: 'contactDetails',
      anchor: 'details',
      heading: 'Other ways to reach us',
      tone: 'muted',
      detailsHeading: 'Contact Details',
      emailLabel: 'Email',
      hoursHeading: 'Business Hours',
      hours: [
        {days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM PST'},
        {days: 'Saturday', hours: 'Closed'},
        {days: 'Sunday', hours: 'Closed'},
      ],
      note: 'Phone support for existing clients is available 24/7.',
    },
    {
      _type: 'faq',
      anchor: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'How quickly will you reply to my message?',
          answer:
            'We reply to every message within one business day, usually much sooner, with first ideas and the next steps for a quote.',
        },
        {
          question: 'How soon can my project start?',
          answer:
            'Projects typically start within 1-2 weeks of contract signing, once we have agreed the scope, timeline and the materials we need from you.',
        },
        {
          question: 'Do you work with businesses outside the United States?',
          answer:
            'Yes. We work with clients across North America, Europe and beyond, meeting by video call and collaborating online at times that suit your time zone.',
        },
      ],
    },
  ],
})

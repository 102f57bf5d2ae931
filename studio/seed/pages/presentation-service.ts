import {PRESENTATION_ACCEPT} from '@agency/schemas/sections/uploadForm'
import {cta, definePage, drawn, ref, site} from '../lib'

/** The presentation service page: the upload form, the pricing box with checkout links and two example presentations in tabs. */
export default definePage({
  slug: 'presentation-service',
  title: 'Presentations',
  seo: {
    title: 'AI Presentation Design Service | Helix AI',
    description:
      'Send your notes or an old deck and get a polished, on-brand presentation designed with AI. Priced per presentation or in packs of 10.',
    keywords: ['presentation design', 'AI presentations', 'pitch deck'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'midnight',
      image: drawn('hero-presentation-service.svg'),
      title: 'Presentations designed with AI',
      subtitle: 'Upload your notes or old slides; receive a polished, on-brand deck.',
      ctas: [cta('Upload Your Deck', '#upload'), cta('See Pricing', '#pricing', {style: 'secondary'})],
    },
    {
      _type: 'uploadForm',
      anchor: 'upload',
      eyebrow: 'Step 1',
      heading: 'Upload your presentation',
      intro:
        'Send us your current slides or a PDF of your notes. We reply within one business day with a quote and a delivery date.',
      formName: 'presentation-upload',
      fileLabel: 'Your presentation or notes',
      emailLabel: 'Your email',
      maxSizeMb: 25,
      accept: PRESENTATION_ACCEPT,
      help: 'PowerPoint, Keynote, OpenDocument or PDF (.ppt, .pptx, .key, .odp, .pdf).',
      submitLabel: 'Upload Presentation',
      note: 'We only use your file to prepare your presentation and delete it 30 days after delivery.',
      sizeLimit: 'Up to {size} MB.',
      chooseFile: 'Choose a file to upload.',
      progressName: 'Upload progress',
      preparing: 'Preparing the upload…',
      uploading: 'Uploading: {percent}%',
      checking: 'Checking the file…',
      offline:
        'We could not reach the server. Check your connection and try again; your file and email are still here.',
      switchedOff: 'Uploads are switched off on this site right now. Please try again later or contact us directly.',
      uploadFailed: 'The upload failed. Please try again.',
      storageRefused: 'The storage service refused the file. Please try again in a minute.',
      tooMany:
        'We have received a lot of uploads this hour. Please try again later; your file and email are still here.',
      received: 'Thank you: we received “{name}”.',
      reply: 'We will reply to {email} with a quote and a delivery date.',
      sendAnother: 'Send another file',
    },
    {
      _type: 'packages',
      anchor: 'pricing',
      tone: 'muted',
      eyebrow: 'Step 2',
      heading: 'Simple pricing',
      intro: 'Pay per presentation, or buy a pack of ten and save.',
      items: [ref('pkg-presentation-single'), ref('pkg-presentation-ten')],
      note: 'Payment is taken on our payment provider\u2019s secure checkout page.',
    },
    {
      _type: 'steps',
      eyebrow: 'How it works',
      heading: 'From rough notes to a finished deck',
      items: [
        {icon: 'file', title: 'Upload', description: 'Send your slides, notes or a PDF using the form above.'},
        {
          icon: 'sparkles',
          title: 'AI-assisted design',
          description: 'Our designers use AI to restructure your story, rebuild charts and apply your brand.',
        },
        {
          icon: 'check',
          title: 'Review',
          description: 'You receive a first version to comment on, usually within three business days.',
        },
        {
          icon: 'rocket',
          title: 'Present',
          description: 'Get the final deck as PowerPoint and PDF, ready to present or send.',
        },
      ],
    },
    {
      _type: 'tabs',
      anchor: 'examples',
      tone: 'default',
      eyebrow: 'Examples',
      heading: 'See what we deliver',
      intro: 'Two presentations we redesigned from a client\u2019s rough draft. Choose one to preview it.',
      tabs: [
        {
          label: 'Investor pitch deck',
          sections: [
            {
              _type: 'embed',
              url: site('slides', '/embed/investor-pitch-deck'),
              title: 'Example presentation: investor pitch deck',
              height: 560,
              width: 'wide',
            },
          ],
        },
        {
          label: 'Quarterly business review',
          sections: [
            {
              _type: 'embed',
              url: site('slides', '/embed/quarterly-business-review'),
              title: 'Example presentation: quarterly business review',
              height: 560,
              width: 'wide',
            },
          ],
        },
      ],
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Need a whole series of decks?',
      intro: 'Training material, sales decks or a full brand template: tell us what you need and we will quote it.',
      ctas: [cta('Contact Us', '/contact')],
    },
  ],
})

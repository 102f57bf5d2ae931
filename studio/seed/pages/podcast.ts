import {cta, definePage, drawn, ref, site} from '../lib'
import episodes from '../documents/media-podcast'

export default definePage({
  slug: 'podcast',
  title: 'Podcast',
  seo: {
    title: 'The Helix AI Podcast & Podcast Production | Helix AI',
    description:
      'Weekly episodes on practical AI for business, plus full podcast production for your own show: editing, show notes and distribution.',
    keywords: ['AI podcast', 'podcast production', 'business podcast', 'podcast editing', 'AI for business'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'violet',
      imageSide: 'left',
      image: drawn('hero-podcast.svg'),
      badge: 'New episode every Monday',
      title: 'The Helix AI Podcast',
      subtitle:
        'Practical AI for business, every week: real stories from owners and operators, and production services for your own show.',
      ctas: [
        cta('Subscribe', site('podcast', '/subscribe')),
        cta('Start Your Podcast', '#production', {style: 'secondary'}),
      ],
    },
    {
      _type: 'episodeGrid',
      anchor: 'episodes',
      eyebrow: 'Listen',
      heading: 'Latest episodes',
      intro: 'Interviews and field reports on putting AI to work, in about forty minutes each.',
      listenLabel: 'Listen now',
      durationLabel: 'Duration:',
      items: episodes.map((e) => ref(e._id)),
      cta: cta('All Episodes', site('podcast', '/episodes'), {style: 'secondary'}),
    },
    {
      _type: 'cardGrid',
      anchor: 'production',
      tone: 'muted',
      eyebrow: 'Podcast production',
      heading: 'We produce your podcast, end to end',
      intro:
        'You record the conversation. We handle everything else, with AI tools that make each episode faster and cheaper to produce.',
      columns: 4,
      cards: [
        {
          icon: 'lightbulb',
          title: 'Show strategy',
          description: 'Format, audience and episode plan that fits your brand.',
          items: ['Show concept and name', 'Cover art and trailer', 'Guest booking templates'],
        },
        {
          icon: 'mic',
          title: 'Recording and editing',
          description: 'Studio sound from any room, with filler words and noise removed.',
          items: ['Remote recording setup', 'Noise and echo removal', 'Music, intro and outro'],
        },
        {
          icon: 'file',
          title: 'Show notes and transcripts',
          description: 'AI transcripts checked by an editor, ready for search engines.',
          items: ['Full transcripts', 'Chapter markers', 'SEO show notes'],
        },
        {
          icon: 'megaphone',
          title: 'Distribution and promotion',
          description: 'Published everywhere listeners are, and cut into clips for social.',
          items: ['All major podcast apps', 'Audiograms and video clips', 'Monthly listener report'],
        },
      ],
    },
    {
      _type: 'testimonials',
      eyebrow: 'Client shows',
      heading: 'What our podcast clients say',
      items: [
        ref('testimonial-media-podcast-lena'),
        ref('testimonial-media-podcast-marcus'),
        ref('testimonial-media-podcast-priya'),
      ],
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Ready to launch your own show?',
      intro: 'Book a free call and we will plan your first three episodes with you, from format to launch date.',
      ctas: [
        cta('Get a Free Quote', '/contact'),
        cta('Subscribe to Our Podcast', site('podcast', '/subscribe'), {style: 'secondary'}),
      ],
    },
  ],
})

import {cta, definePage, drawn, img, site} from '../lib'

const examples = site('restore', '/examples')

export default definePage({
  slug: 'image-restoration',
  title: 'Image Restoration',
  seo: {
    title: 'AI Photo Restoration & Colorization | Helix AI',
    description:
      'Bring old photographs back to life: AI repairs scratches and tears, restores faded colour and sharpens faces. Upload, wait minutes, share.',
    keywords: [
      'photo restoration',
      'photo colorization',
      'AI image restoration',
      'old photo repair',
      'restore family photos',
    ],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'midnight',
      image: drawn('hero-image-restoration.svg'),
      badge: 'AI photo restoration',
      title: 'Bring your old photos back to life',
      subtitle:
        'AI repairs scratches, restores faded colour and sharpens faces in your family photographs, in minutes instead of weeks.',
      ctas: [cta('Restore Your Photos', '/contact'), cta('View Examples', examples, {style: 'secondary'})],
    },
    {
      _type: 'steps',
      anchor: 'how-it-works',
      eyebrow: 'Simple from start to finish',
      heading: 'How It Works',
      intro:
        'No software to install and no editing skills needed. Four steps from a faded print to a photo worth framing.',
      items: [
        {
          icon: 'image',
          title: 'Upload',
          description:
            'Scan or photograph your print with your phone and upload it. We accept JPG, PNG and TIFF, even low-resolution scans.',
        },
        {
          icon: 'sparkles',
          title: 'AI Processing',
          description:
            'Our models remove scratches, dust and tears, rebuild missing detail, sharpen faces and add natural, period-accurate colour.',
        },
        {
          icon: 'zap',
          title: 'Quick Results',
          description:
            'Your restored photo is ready in minutes. A retoucher checks every image and fine-tunes anything the AI missed.',
        },
        {
          icon: 'heart',
          title: 'Share',
          description:
            'Download in full resolution, order a print, or share the before and after with family in one click.',
        },
      ],
    },
    {
      _type: 'beforeAfter',
      anchor: 'examples',
      tone: 'muted',
      eyebrow: 'Real restorations',
      heading: 'Before and after',
      beforeLabel: 'Before',
      afterLabel: 'After',
      intro:
        'A few of the photographs our clients have brought back to life. Every restoration keeps the original character of the picture.',
      pairs: [
        {
          before: img(
            'restore-wedding-before.svg',
            'A torn, yellowed black-and-white wedding portrait from the 1950s: a couple under a flower arch, faded and scratched, with a corner torn away',
          ),
          after: img(
            'restore-wedding-after.svg',
            'The same wedding portrait repaired, sharpened and in natural colour: the bride in white and the groom in navy under a pink and yellow flower arch',
          ),
          caption: '1950s wedding portrait: tears repaired, faces sharpened and colour added.',
        },
        {
          before: img(
            'restore-family-before.svg',
            'A faded sepia photo of a family of four at a picnic in front of their house, with heavy scratches and brown water stains',
          ),
          after: img(
            'restore-family-after.svg',
            'The family picnic photo with scratches and stains removed and colour restored: a red checked blanket, a green lawn and a red-roofed house under a blue sky',
          ),
          caption: 'Family picnic, 1968: water damage and scratches removed, faded colour restored.',
        },
        {
          before: img('restore-soldier-before.svg', 'A blurred, cracked sepia portrait of a young soldier'),
          after: img(
            'restore-soldier-after.svg',
            'The soldier portrait with cracks repaired and facial detail recovered, in colour: an olive uniform with a ribbon and a medal',
          ),
          caption: 'Military portrait, 1944: cracks filled and facial detail rebuilt from a tiny print.',
        },
        {
          before: img(
            'restore-storefront-before.svg',
            'A sepia photograph of a family shop front with its shopkeeper in the doorway and three missing corners',
          ),
          after: img(
            'restore-storefront-after.svg',
            'The shop front photo with the missing corners rebuilt and colour added: a red and white awning, fruit in the window and a blue sign',
          ),
          caption: 'The family shop, 1931: missing corners rebuilt and the street brought back to colour.',
        },
      ],
      ctas: [cta('See More Examples', examples, {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      heading: 'What we can fix',
      columns: 4,
      cards: [
        {
          icon: 'refresh',
          title: 'Scratches and tears',
          description: 'Creases, cracks, tears and dust marks removed without smudging the detail around them.',
        },
        {
          icon: 'palette',
          title: 'Colorization',
          description: 'Natural, period-accurate colour for black-and-white and sepia photographs.',
        },
        {
          icon: 'users',
          title: 'Face enhancement',
          description: 'Blurred and low-resolution faces sharpened so every family member is recognisable again.',
        },
        {
          icon: 'layers',
          title: 'Missing areas',
          description: 'Torn-off corners and water-damaged patches rebuilt to match the rest of the picture.',
        },
      ],
    },
    {
      _type: 'callToAction',
      tone: 'dark',
      heading: 'Restore your family photos today',
      intro:
        'Send us your first photo and see the result before you decide. Bulk albums and archive projects are quoted individually.',
      ctas: [cta('Restore Your Photos', '/contact'), cta('View Examples', examples, {style: 'secondary'})],
    },
  ],
})

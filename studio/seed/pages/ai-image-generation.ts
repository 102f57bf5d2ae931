import {cta, definePage, drawn, img, ref} from '../lib'

/** Image generation service: what we make, a six-image gallery and the three monthly packages. */
export default definePage({
  slug: 'ai-image-generation',
  title: 'AI Image Generation',
  seo: {
    title: 'AI Image Generation Services | Helix AI',
    description:
      'Product shots, campaign visuals and illustrations generated with AI and refined by designers, on monthly plans.',
    keywords: ['AI image generation', 'AI product photos', 'AI illustrations'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'dark',
      image: drawn('hero-ai-image-generation.svg'),
      title: 'Visuals on demand',
      subtitle: 'Product shots, campaign images and illustrations, generated with AI and refined by designers.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('View Packages', '#packages', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'What we make',
      heading: 'Images for every channel',
      intro: 'Generated with the latest image models, then checked and retouched by a designer before delivery.',
      columns: 4,
      cards: [
        {
          icon: 'image',
          title: 'Product photography',
          description: 'Studio-style and lifestyle shots of your products without booking a photo shoot.',
        },
        {
          icon: 'megaphone',
          title: 'Campaign visuals',
          description: 'Ad creatives, banners and seasonal artwork in every size your channels need.',
        },
        {
          icon: 'palette',
          title: 'Illustrations',
          description: 'Custom illustrations for blogs, presentations and websites in a consistent style.',
        },
        {
          icon: 'smartphone',
          title: 'Social media graphics',
          description: 'Scroll-stopping images for posts and stories, sized for each platform.',
        },
      ],
    },
    {
      _type: 'gallery',
      eyebrow: 'Gallery',
      heading: 'Recent work',
      intro: 'A few examples of what our designers produce with AI image generation.',
      tone: 'muted',
      columns: 3,
      images: [
        {
          image: img(
            'products-gallery-skincare.svg',
            'Illustration of a skincare bottle with water drops, a leaf, the morning sun and a sparkle',
          ),
          caption: 'Product shot for a skincare brand',
        },
        {
          image: img(
            'products-gallery-coffee.svg',
            'Illustration of a coffee cup with a laptop, a notebook and a croissant',
          ),
          caption: 'Lifestyle image for a coffee roaster',
        },
        {
          image: img(
            'products-gallery-city.svg',
            'Illustration of a city block: an office building with a shop, trees, a bus and a bicycle',
          ),
          caption: 'Illustration for a city planning report',
        },
        {
          image: img(
            'products-gallery-sneaker.svg',
            'Illustration of a running shoe with a lightning bolt, a star and footprints on a violet background',
          ),
          caption: 'Campaign visual for a footwear launch',
        },
        {
          image: img(
            'products-gallery-interior.svg',
            'Illustration of a living room: a sofa with a lamp, a plant, an armchair and sunlight',
          ),
          caption: 'Interior concept for a furniture retailer',
        },
        {
          image: img(
            'products-gallery-food.svg',
            "Illustration of a salad bowl with salmon, leaves, cutlery and a chef's hat",
          ),
          caption: 'Menu photo for a restaurant',
        },
      ],
    },
    {
      _type: 'steps',
      eyebrow: 'Our process',
      heading: 'From brief to finished image',
      items: [
        {
          icon: 'file',
          title: 'Share your brief',
          description:
            'Tell us what you need, where it will be used and send any brand guidelines or reference images.',
        },
        {
          icon: 'sparkles',
          title: 'Generate and curate',
          description: 'We generate options with AI and select the strongest for you to review.',
        },
        {
          icon: 'palette',
          title: 'Refine and deliver',
          description:
            'Designers retouch the chosen images, apply your revisions and deliver them in every size you need.',
        },
      ],
    },
    {
      _type: 'packages',
      anchor: 'packages',
      eyebrow: 'Pricing',
      heading: 'Image packages',
      intro: 'Monthly plans for a steady flow of visuals. Every image is licensed for commercial use.',
      tone: 'muted',
      items: [ref('pkg-products-image-basic'), ref('pkg-products-image-premium'), ref('pkg-products-image-enterprise')],
      note: 'Need a one-off project? Contact us for a quote.',
    },
    {
      _type: 'callToAction',
      heading: 'Get visuals that stand out',
      intro: 'Send us a brief and we will show you what AI image generation can do for your brand.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Explore All Services', '/services', {style: 'secondary'})],
    },
  ],
})

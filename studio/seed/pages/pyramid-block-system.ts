import {cta, definePage, drawn, site} from '../lib'

export default definePage({
  slug: 'pyramid-block-system',
  title: 'Pyramid Block System',
  seo: {
    title: 'Pyramid Block System: Interlocking Construction | Helix AI',
    description:
      'An interlocking pyramid block system that builds 10x stronger walls with zero mortar and a 38% lower cost. Investor information.',
    keywords: ['interlocking blocks', 'construction innovation', 'pyramid block system'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'dark',
      image: drawn('hero-pyramid-block-system.svg'),
      badge: 'Investor opportunity',
      title: 'The Pyramid Block System',
      subtitle: 'Interlocking blocks that build 10x stronger walls with zero mortar, faster and for less.',
      ctas: [
        cta('Invest in the Pyramid Block System', site('pyramid-blocks', '/invest')),
        cta('Contact the Founders', site('pyramid-blocks', '/contact'), {style: 'secondary'}),
      ],
    },
    {
      _type: 'stats',
      anchor: 'key-figures',
      eyebrow: 'Key figures',
      heading: 'Stronger, faster and cheaper than brick and mortar',
      items: [
        {value: '10x', label: 'Wall strength'},
        {value: 'Zero', label: 'Mortar needed'},
        {value: '38%', label: 'Cost reduction on the whole house'},
        {value: '89%', label: 'Faster construction'},
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'technology',
      eyebrow: 'The technology',
      heading: 'How the pyramid interlock works',
      intro:
        'Each block has pyramid-shaped faces that lock into its neighbours on every side. Load spreads across the whole wall instead of resting on mortar joints.',
      columns: 3,
      tone: 'muted',
      cards: [
        {
          icon: 'layers',
          title: '42cm² contact surface',
          description:
            'Each pyramid face presents a 42cm² contact surface, spreading load across far more area than a flat brick joint.',
        },
        {
          icon: 'shield',
          title: '10x strength',
          description:
            'Interlocked walls resist lateral and seismic forces ten times better than conventional masonry in load testing.',
        },
        {
          icon: 'zap',
          title: 'Zero mortar',
          description: 'Blocks lock together dry: no mixing, no curing time and no weather delays on site.',
        },
        {
          icon: 'clock',
          title: '89% faster',
          description: 'Unskilled crews lay walls in days, not weeks, guided by the self-aligning shape of the blocks.',
        },
        {
          icon: 'dollar',
          title: '38% cost reduction',
          description:
            'Less labour, no mortar and less waste bring the cost of the whole house (foundations, roof and finishes included) down by 38%. The walls alone cost 74% less.',
        },
        {
          icon: 'refresh',
          title: 'Reusable blocks',
          description: 'Dry-stacked blocks can be taken apart and used again, cutting demolition waste.',
        },
      ],
    },
    {
      _type: 'comparison',
      anchor: 'cost-comparison',
      eyebrow: 'Cost comparison',
      heading: 'One house, two ways to build it',
      intro:
        'The walls of a typical single-family house, built with traditional brick and mortar and with the Pyramid Block System. The walls are where the blocks save most: 74% on the walls, 38% on the house as a whole.',
      columns: [
        {
          title: 'Traditional construction',
          value: '$31,800',
          caption: 'over 38 days',
          items: [
            'Skilled masons and mortar mixing on site',
            'Curing time between courses',
            'Weather delays',
            'High material waste',
          ],
        },
        {
          title: 'Pyramid Block System',
          value: '$8,300',
          caption: 'over 4 days',
          highlight: true,
          badge: '74% cheaper',
          items: [
            'Blocks lock together with zero mortar',
            'No curing time',
            'Crews trained in a day',
            'Blocks reusable at end of life',
          ],
        },
      ],
      summary: '$23,500 saved (74%) on the walls of a single house.',
    },
    {
      _type: 'stats',
      anchor: 'market',
      eyebrow: 'The opportunity',
      heading: 'Savings that scale with every home built',
      tone: 'dark',
      items: [
        {value: '$31,500', label: 'Savings per house'},
        {value: '$23,500', label: 'Saved on the walls alone'},
        {value: '74%', label: 'Saved on the walls (38% on the whole house)'},
        {value: '4 days', label: 'Wall build time, down from 38 days'},
      ],
    },
    {
      _type: 'steps',
      anchor: 'roadmap',
      heading: 'Where your investment goes',
      items: [
        {
          icon: 'building',
          title: 'Production line',
          description: 'A first automated moulding plant producing blocks at commercial volume.',
        },
        {
          icon: 'award',
          title: 'Certification',
          description: 'Structural and seismic certification for residential building codes.',
        },
        {
          icon: 'users',
          title: 'Builder partnerships',
          description: 'Pilot projects with homebuilders and affordable-housing developers.',
        },
        {icon: 'globe', title: 'Licensing', description: 'Licensing the block design to manufacturers in new regions.'},
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Build the future of construction with us',
      intro:
        'We are raising capital to bring the Pyramid Block System to market. Request the investor deck or talk to the founders.',
      ctas: [
        cta('Invest Now', site('pyramid-blocks', '/invest')),
        cta('Contact Us', site('pyramid-blocks', '/contact'), {style: 'secondary'}),
      ],
    },
  ],
})

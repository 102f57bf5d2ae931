import {cta, definePage, drawn, img, site} from '../lib'

const APP = site('chartopia', '/app')

/** The chart tool: hero, preview image, four feature cards, three steps, external launch links. */
export default definePage({
  slug: 'chartopia',
  title: 'Chartopia',
  seo: {
    title: 'Chartopia: AI Chart Maker | Helix AI',
    description:
      'Describe the chart you need and Chartopia builds it from your data: clean, accurate charts in seconds.',
    keywords: ['AI chart maker', 'data visualization', 'Chartopia'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      imageSide: 'left',
      image: drawn('hero-chartopia.svg'),
      badge: 'AI chart maker',
      title: 'Charts from plain words',
      subtitle: 'Describe what you want to see; Chartopia turns your data into a clear chart in seconds.',
      ctas: [cta('Launch Chartopia', APP), cta('See How It Works', '#how-it-works', {style: 'secondary'})],
    },
    {
      _type: 'gallery',
      eyebrow: 'Preview',
      heading: 'See Chartopia at work',
      intro: 'Type a request, and the chart appears beside your data, ready to refine or export.',
      columns: 1,
      images: [
        {
          image: img(
            'products-chartopia-preview.svg',
            'Illustration of Chartopia: a bar chart of monthly figures with a trend line, built in the app window from a typed request',
          ),
          caption: '"Show monthly revenue by region as a stacked bar chart": one sentence, one finished chart.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Features',
      heading: 'Why teams chart with Chartopia',
      tone: 'muted',
      columns: 4,
      cards: [
        {
          icon: 'message',
          title: 'Plain-language requests',
          description: 'Ask for the chart you need the way you would ask a colleague. No menus or formulas to learn.',
        },
        {
          icon: 'database',
          title: 'Works with your data',
          description: 'Upload a spreadsheet or CSV file, or paste a table, and Chartopia reads the columns for you.',
        },
        {
          icon: 'palette',
          title: 'Clean, on-brand design',
          description:
            'Readable labels, sensible colours and your brand palette, applied to every chart automatically.',
        },
        {
          icon: 'refresh',
          title: 'Refine by conversation',
          description: 'Change the chart type, filter a year or highlight a region by simply asking for it.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'how-it-works',
      eyebrow: 'How it works',
      heading: 'Three steps to a finished chart',
      items: [
        {
          icon: 'file',
          title: 'Add your data',
          description: 'Upload a spreadsheet or CSV file, or paste a table straight into Chartopia.',
        },
        {
          icon: 'message',
          title: 'Describe the chart',
          description: 'Say what you want to see, for example "sales by month, compared with last year".',
        },
        {
          icon: 'chart',
          title: 'Refine and share',
          description: 'Adjust it by asking, then download the image or copy it into your report or slides.',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Make your first chart in a minute',
      intro: 'Chartopia runs in your browser. Open it, add your data and describe the chart you need.',
      ctas: [cta('Launch Chartopia', APP), cta('Visit the Chartopia Website', site('chartopia'), {style: 'secondary'})],
    },
  ],
})

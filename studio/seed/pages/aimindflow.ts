import {cta, definePage, drawn, site} from '../lib'

const APP = site('aimindflow', '/app')

/** A plain paragraph of Portable Text. */
const para = (text: string) => ({
  _type: 'block' as const,
  style: 'normal' as const,
  markDefs: [],
  children: [{_type: 'span' as const, text, marks: []}],
})

/** The workflow tool: hero, intro, features, five benefits, four audiences, three-step start, external links. */
export default definePage({
  slug: 'aimindflow',
  title: 'AI MindFlow',
  seo: {
    title: 'AI MindFlow: Data Workflows with AI | Helix AI',
    description:
      'AI MindFlow builds data workflows by conversation for business professionals, data analysts, researchers and IT teams.',
    keywords: ['AI workflows', 'data automation', 'AI MindFlow'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      imageSide: 'left',
      image: drawn('hero-aimindflow.svg'),
      badge: 'Workflow AI',
      title: 'Data workflows, built by conversation',
      subtitle: 'AI MindFlow turns plain-language requests into reliable data workflows.',
      ctas: [cta('Launch AI MindFlow', APP), cta('Getting Started', '#getting-started', {style: 'secondary'})],
    },
    {
      _type: 'richText',
      eyebrow: 'Introduction',
      heading: 'From question to answer without the busywork',
      body: [
        para(
          'Most data work is not analysis. It is collecting files, cleaning columns, joining tables and repeating the same steps every week. AI MindFlow takes over that routine.',
        ),
        para(
          'Describe the result you need in plain language. AI MindFlow proposes a workflow you can read step by step: where the data comes from, how it is cleaned and combined, and where the result goes. Approve it once, run it on demand or on a schedule, and change it by asking.',
        ),
      ],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Features',
      heading: 'What AI MindFlow does for you',
      tone: 'muted',
      columns: 3,
      cards: [
        {
          icon: 'message',
          title: 'Workflows from plain language',
          description:
            'Say what you need, such as "combine the weekly sales exports and flag stores below target", and get a working flow.',
        },
        {
          icon: 'plug',
          title: 'Connects to your sources',
          description: 'Spreadsheets, CSV files, databases and common business apps feed into one workflow.',
        },
        {
          icon: 'layers',
          title: 'Readable, editable steps',
          description: 'Every step is shown in plain words, so you can check it, reorder it or ask for a change.',
        },
        {
          icon: 'clock',
          title: 'Runs on a schedule',
          description: 'Run a workflow on demand or every hour, day or week, and get the result where you need it.',
        },
        {
          icon: 'chart',
          title: 'Summaries and charts',
          description: 'Turn the output into a short written summary or a chart that is ready for your report.',
        },
        {
          icon: 'shield',
          title: 'Access you control',
          description: 'Decide who can view, run and edit each workflow, with a history of every run.',
        },
      ],
    },
    {
      _type: 'checklist',
      eyebrow: 'Benefits',
      heading: 'Five reasons teams switch to AI MindFlow',
      numbered: true,
      lists: [
        {
          items: [
            'Save hours every week by automating the collecting, cleaning and combining of data.',
            'Make decisions sooner, because reports are ready when the data arrives.',
            'Reduce copy-and-paste errors with steps that run the same way every time.',
            'Let anyone on the team build a workflow, without writing code.',
            'Keep every workflow documented in plain language, so knowledge stays when people move on.',
          ],
        },
      ],
    },
    {
      _type: 'cardGrid',
      eyebrow: 'Who it is for',
      heading: 'Built for four kinds of teams',
      columns: 4,
      cards: [
        {
          icon: 'briefcase',
          title: 'Business professionals',
          description: 'Get weekly sales, finance and operations reports without waiting for the data team.',
        },
        {
          icon: 'chart',
          title: 'Data analysts',
          description: 'Hand off the repetitive preparation work and spend your time on the analysis itself.',
        },
        {
          icon: 'search',
          title: 'Researchers',
          description: 'Gather, clean and combine datasets reproducibly, with every step recorded.',
        },
        {
          icon: 'cpu',
          title: 'IT teams',
          description: 'Give colleagues self-service automation while keeping access and data sources under control.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'getting-started',
      eyebrow: 'Getting started',
      heading: 'Up and running in three steps',
      tone: 'muted',
      items: [
        {
          icon: 'plug',
          title: 'Connect your data',
          description: 'Open AI MindFlow and add your first source: a spreadsheet, a file or a database.',
        },
        {
          icon: 'message',
          title: 'Describe the outcome',
          description: 'Tell AI MindFlow what result you need and review the workflow it proposes.',
        },
        {
          icon: 'zap',
          title: 'Run and automate',
          description: 'Run it once to check the output, then schedule it to run by itself.',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Build your first workflow today',
      intro: 'Open AI MindFlow in your browser and describe the report you build by hand every week.',
      ctas: [
        cta('Launch AI MindFlow', APP),
        cta('Visit the AI MindFlow Website', site('aimindflow'), {style: 'secondary'}),
      ],
    },
  ],
})

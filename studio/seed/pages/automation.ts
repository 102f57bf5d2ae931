import {cta, definePage, drawn} from '../lib'

/** Thirty outcomes clients see from automation, shown as a numbered table. */
const outcomes: [string, string][] = [
  [
    'Hours back every week',
    'Repetitive tasks such as copying data between apps, renaming files and chasing approvals run on their own, giving each team member several hours a week for work that needs a person.',
  ],
  [
    'Fewer data-entry errors',
    'Information is captured once and passed between systems automatically, so typos, duplicated records and missing fields stop creeping into your CRM, books and reports.',
  ],
  [
    'Faster replies to leads',
    'New enquiries from forms, ads and calls are logged, qualified and answered within minutes, while the prospect is still interested, instead of waiting for someone to check the inbox.',
  ],
  [
    'Consistent customer onboarding',
    'Every new client receives the same welcome emails, documents, account setup and reminders, in the right order, no matter who is on shift.',
  ],
  [
    'Invoices that send themselves',
    'Invoices are generated from completed jobs or signed quotes, sent on time and followed up politely, shortening the time it takes to get paid.',
  ],
  [
    'Real-time reporting',
    "Dashboards refresh themselves from your sales, marketing and finance tools, so managers see today's numbers instead of last month's spreadsheet.",
  ],
  [
    'Smarter inbox triage',
    'AI reads incoming emails, tags them by topic and urgency, drafts replies for common questions and routes the rest to the right person.',
  ],
  [
    'Reliable appointment reminders',
    'Automatic text and email reminders before every booking reduce no-shows and free your front desk from reminder calls.',
  ],
  [
    'Cleaner CRM data',
    'Duplicate contacts are merged, missing details are enriched and stale deals are flagged, keeping your pipeline accurate without manual clean-ups.',
  ],
  [
    'Document processing at scale',
    'Receipts, contracts and forms are read by AI, key fields are extracted and filed, and exceptions are sent to a person for review.',
  ],
  [
    'Inventory that restocks on time',
    'Stock levels are tracked across channels and purchase orders are raised before best-sellers run out, avoiding both empty shelves and overstock.',
  ],
  [
    'Support that never sleeps',
    'AI assistants answer common customer questions around the clock and hand conversations to your team with the full history when a person is needed.',
  ],
  [
    'Quicker employee onboarding',
    'Accounts, equipment requests, training modules and first-week check-ins are triggered automatically when a new hire is added to your HR system.',
  ],
  [
    'Marketing that follows up',
    'Contacts receive the next email, text or offer based on what they clicked, bought or asked, so no lead is forgotten after the first touch.',
  ],
  [
    'Social posting on schedule',
    'Approved posts are published across your channels at the best times, and comments and messages are collected into one queue.',
  ],
  [
    'Lower operating costs',
    'By removing manual steps from high-volume processes, clients typically cut the cost of those processes by up to 30% within the first year.',
  ],
  [
    'Better use of your best people',
    'Skilled staff stop spending their days on admin and focus on selling, advising and solving problems that grow the business.',
  ],
  [
    'Audit-ready records',
    'Every automated action is logged with a time and a reason, making compliance checks and audits quicker and less stressful.',
  ],
  [
    'Fewer missed handovers',
    "When a task moves between people or departments, the next owner is notified with everything they need, so work does not stall in someone's inbox.",
  ],
  [
    'Accurate quotes in minutes',
    'Quotes are assembled from your price lists and rules, checked for margin and sent for approval, instead of being rebuilt by hand each time.',
  ],
  [
    'Connected apps',
    'Your CRM, accounting, e-commerce, calendar and messaging tools share data through reliable integrations instead of exports and re-typing.',
  ],
  [
    'Proactive alerts',
    'Automations watch for unusual events such as failed payments, late deliveries or unhappy reviews and alert the right person before they become problems.',
  ],
  [
    'Scalable growth without new hires',
    'When order volume doubles, automated workflows absorb the extra work, so you grow revenue without growing your admin team at the same pace.',
  ],
  [
    'Personalised customer journeys',
    'Customer data drives tailored messages, product suggestions and offers, raising repeat purchases without extra effort from your team.',
  ],
  [
    'Faster month-end close',
    'Bank feeds, expenses and invoices are reconciled continuously, so closing the books takes days instead of weeks.',
  ],
  [
    'Consistent brand messaging',
    'Templates and AI drafting keep emails, proposals and replies on-brand and accurate, whoever sends them.',
  ],
  [
    'Clear process visibility',
    'Mapped and automated workflows show exactly where every request stands, so customers and managers get straight answers.',
  ],
  [
    'Happier employees',
    'Teams freed from tedious, repetitive work report higher job satisfaction and spend more time on the parts of their role they enjoy.',
  ],
  [
    'Decisions backed by data',
    'Automatically collected data reveals which campaigns, products and processes perform best, so decisions rest on evidence rather than guesswork.',
  ],
  [
    'A foundation for AI',
    'Clean, connected data and documented processes make it far easier to add AI agents and advanced analytics as your business grows.',
  ],
]

export default definePage({
  slug: 'automation',
  title: 'Automation',
  seo: {
    title: 'Business Process Automation | Helix AI',
    description:
      'Automate data entry, reporting, customer service and marketing operations with reliable AI workflows that save time and cut errors.',
    keywords: [
      'business automation',
      'AI workflows',
      'process automation',
      'workflow automation',
      'marketing automation',
    ],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'gradient',
      image: drawn('hero-automation.svg'),
      title: 'Automate the work that slows you down',
      subtitle:
        'Reliable AI workflows that connect your apps, move your data and free your team for the work that matters.',
      ctas: [cta('Book a Free Consultation', '/contact'), cta('See Use Cases', '#use-cases', {style: 'secondary'})],
    },
    {
      _type: 'cardGrid',
      anchor: 'benefits',
      eyebrow: 'Benefits',
      heading: 'Why businesses automate with us',
      columns: 4,
      cards: [
        {
          icon: 'clock',
          title: 'Save Time',
          description: 'Hand repetitive tasks to reliable workflows and give your team hours back every week.',
        },
        {
          icon: 'trending-up',
          title: 'Increase Efficiency',
          description: 'Processes run the same way every time, faster, with no waiting between steps.',
        },
        {
          icon: 'target',
          title: 'Improve Accuracy',
          description: 'Data is entered once and checked automatically, cutting costly human errors.',
        },
        {
          icon: 'layers',
          title: 'Scale Operations',
          description: 'Handle more customers, orders and requests without adding admin headcount.',
        },
      ],
    },
    {
      _type: 'numberedTable',
      anchor: 'outcomes',
      eyebrow: 'Results',
      heading: '30 ways automation transforms your business',
      intro: 'The outcomes our clients see most often once their workflows are automated.',
      tone: 'muted',
      numberLabel: 'No.',
      textLabel: 'What automation does for you',
      rows: outcomes.map(([title, text]) => ({title, text})),
    },
    {
      _type: 'cardGrid',
      anchor: 'use-cases',
      eyebrow: 'Use cases',
      heading: 'Where automation pays off first',
      columns: 3,
      cards: [
        {
          icon: 'database',
          title: 'Data Processing',
          description: 'Extract, clean and move data between documents, spreadsheets and business systems.',
          items: ['Invoice and receipt capture', 'CRM and spreadsheet sync', 'Automated reports'],
        },
        {
          icon: 'message',
          title: 'Customer Service',
          description: 'Answer, route and follow up on customer requests across email, chat and phone.',
          items: ['AI replies to common questions', 'Ticket routing and escalation', 'Satisfaction follow-ups'],
        },
        {
          icon: 'megaphone',
          title: 'Marketing Operations',
          description: 'Keep campaigns, leads and content moving without manual busywork.',
          items: ['Lead capture and nurturing', 'Scheduled social posting', 'Campaign performance dashboards'],
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Find out what you could automate',
      intro:
        'Book a free consultation: we map one of your processes and show you where automation saves the most time.',
      tone: 'dark',
      ctas: [cta('Schedule a Free Consultation', '/contact')],
      note: 'No obligation. Most clients see their first workflow live within two weeks.',
    },
  ],
})

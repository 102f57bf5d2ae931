import {cta, definePage, drawn, ref, site} from '../lib'

export default definePage({
  slug: 'aila-lawyers',
  title: 'AILA for Law Firms',
  seo: {
    title: 'AILA: AI Legal Assistant for Law Firms | Helix AI',
    description:
      'AILA helps law firms research, draft and manage cases faster, priced per case instead of per hour. Save up to 40% of case time.',
    keywords: ['AI legal assistant', 'law firm AI', 'legal research AI'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      image: drawn('hero-aila-lawyers.svg'),
      badge: 'Save up to 40% of case time',
      title: 'AILA: the AI assistant for law firms',
      subtitle: 'Research, drafting and case management, priced per case, not per hour.',
      ctas: [
        cta('Get a Free Quote', '/contact'),
        cta('Book a Demo', '/booking', {style: 'secondary'}),
        cta('Visit the AILA Website', site('aila'), {style: 'secondary'}),
      ],
    },
    {
      _type: 'stats',
      anchor: 'results',
      heading: 'What firms get back with AILA',
      items: [
        {value: '40%', label: 'Up to 40% less time spent per case'},
        {value: '24/7', label: 'Research and drafting support'},
        {value: 'Minutes', label: 'For a first draft instead of hours'},
        {value: '6', label: 'Onboarding steps to your first case'},
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'features',
      eyebrow: 'What AILA does',
      heading: 'An associate that never runs out of hours',
      intro:
        "AILA takes on the research, first drafts and case admin that fill a fee earner's day, so your lawyers spend their time on judgement and clients.",
      columns: 3,
      cards: [
        {
          icon: 'search',
          title: 'Legal research in minutes',
          description:
            'Ask a question in plain language and get relevant statutes, case law and a summary of how courts have ruled, with citations to check.',
        },
        {
          icon: 'file',
          title: 'First drafts on demand',
          description:
            "Motions, demand letters, engagement letters and contract clauses drafted from your case facts and your firm's templates.",
        },
        {
          icon: 'calendar',
          title: 'Deadlines that never slip',
          description:
            'Filing deadlines, hearings and limitation dates extracted from documents and placed on the case calendar with reminders.',
        },
        {
          icon: 'layers',
          title: 'Document review',
          description:
            'Upload discovery or contracts and AILA flags key clauses, inconsistencies and missing information for your review.',
        },
        {
          icon: 'message',
          title: 'Client updates',
          description:
            'Clear status updates written for your clients from the latest case activity, ready for a lawyer to approve and send.',
        },
        {
          icon: 'lock',
          title: 'Confidential by design',
          description:
            "Case files stay in your firm's workspace, encrypted in transit and at rest, and are never used to train public models.",
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'onboarding',
      eyebrow: 'Onboarding',
      heading: 'From first call to first case in six steps',
      items: [
        {
          icon: 'phone',
          title: 'Discovery call',
          description: 'We learn your practice areas, caseload and the work that takes your team the most time.',
        },
        {
          icon: 'settings',
          title: 'Workspace setup',
          description: "We create your firm's secure AILA workspace and add your lawyers and staff.",
        },
        {
          icon: 'file',
          title: 'Templates and precedents',
          description:
            'Your preferred templates, clause banks and style rules are loaded so drafts sound like your firm.',
        },
        {
          icon: 'plug',
          title: 'Connect your tools',
          description:
            'AILA connects to your calendar, email and document storage so case activity flows in automatically.',
        },
        {
          icon: 'graduation',
          title: 'Team training',
          description:
            'A hands-on session shows your team how to research, draft and review with AILA on a real matter.',
        },
        {
          icon: 'rocket',
          title: 'Go live',
          description: 'Open your first case in AILA. We check in after the first week to tune it to how you work.',
        },
      ],
    },
    {
      _type: 'comparison',
      anchor: 'pricing',
      eyebrow: 'Pricing',
      heading: 'Pay per case, not per hour',
      intro:
        "One flat fee covers AILA's research, drafting and case management for the whole matter, however many hours it saves.",
      columns: [
        {
          title: 'Traditional billing',
          offer: ref('pkg-industries-aila-traditional'),
          caption: 'Research and drafting billed by the hour',
          items: [
            'Every hour of research billed to the client',
            'Drafts start from a blank page',
            'Deadlines tracked by hand',
            'Costs hard to predict up front',
          ],
        },
        {
          title: 'AILA',
          offer: ref('pkg-industries-aila-case'),
          caption: 'One flat fee for the whole case',
          highlight: true,
          badge: 'Best value',
          items: [
            'Unlimited research on the case',
            'First drafts in minutes',
            'Automatic deadline tracking',
            'A predictable cost you can quote clients',
          ],
        },
      ],
      summary: 'Save up to 40% of the time spent on every case.',
      ctas: [cta('Get a Free Quote', '/contact'), cta('Book a Demo', '/booking', {style: 'secondary'})],
    },
    {
      _type: 'sampleCase',
      anchor: 'sample-case',
      eyebrow: 'See it in action',
      heading: 'What a case looks like in AILA',
      intro:
        'A made-up case to show how AILA keeps a matter moving: activity logged as it happens, and a recommendation for the next step.',
      label: 'Illustrative example, not a real case',
      caseNumber: 'CV-2026-01482',
      caseType: 'Commercial lease dispute',
      status: 'Active',
      activity: [
        {when: '2 hours ago', text: "Landlord's response to the demand letter summarised and added to the file"},
        {when: 'Yesterday', text: 'Research memo on constructive eviction precedents drafted (14 cases cited)'},
        {when: '3 days ago', text: 'Mediation hearing scheduled and reminders sent to the team'},
        {when: 'Last week', text: 'Lease reviewed: repair obligations and notice clauses flagged'},
      ],
      recommendation:
        "The landlord's response does not address the repair notices sent in March. Consider proposing mediation terms that include a rent abatement for the affected months; a draft settlement letter is ready for review.",
      caseNumberLabel: 'Case number',
      caseTypeLabel: 'Type',
      statusLabel: 'Status',
      activityHeading: 'Recent activity',
      recommendationHeading: 'AI recommendation',
    },
    {
      _type: 'callToAction',
      heading: 'See what AILA can take off your desk',
      intro: 'Book a 30-minute demo on one of your own matters, or ask us for a quote for your caseload.',
      ctas: [
        cta('Book a Demo', '/booking'),
        cta('Contact Us', '/contact', {style: 'secondary'}),
        cta('Visit the AILA Website', site('aila'), {style: 'secondary'}),
      ],
    },
  ],
})

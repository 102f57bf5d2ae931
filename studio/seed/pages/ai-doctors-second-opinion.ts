import {cta, definePage, drawn, ref} from '../lib'

export default definePage({
  slug: 'ai-doctors-second-opinion',
  title: 'AI Doctors Second Opinion',
  seo: {
    title: 'AI Doctors Second Opinion | Helix AI',
    description:
      'A HIPAA-compliant AI second opinion on symptoms, test results and medication, with document analysis and calendar reminders.',
    keywords: ['AI second opinion', 'AI doctor', 'medical AI'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'dark',
      image: drawn('hero-ai-doctors-second-opinion.svg'),
      badge: 'HIPAA compliant',
      title: 'A second opinion, whenever you need one',
      subtitle: 'HIPAA-compliant AI consultations, document analysis and medication tracking.',
      ctas: [
        cta('Get Started', '/get-started'),
        cta('Start Free Trial', '/free-trial', {style: 'secondary'}),
        cta('Sign In', '/login', {style: 'secondary'}),
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'services',
      eyebrow: 'Services',
      heading: 'What your AI second opinion covers',
      intro:
        'Four services that help you understand your health and prepare for every appointment with your own doctor.',
      columns: 4,
      cards: [
        {
          icon: 'stethoscope',
          title: 'AI consultations',
          description:
            'Describe symptoms or a diagnosis and get a structured second opinion with the questions to ask your doctor.',
        },
        {
          icon: 'file',
          title: 'Document analysis',
          description:
            'Upload lab results, imaging reports and discharge letters and get every value and term explained in plain language.',
        },
        {
          icon: 'heart',
          title: 'Medication tracking',
          description: 'Keep a list of every medication and dose, with interaction checks and refill reminders.',
        },
        {
          icon: 'calendar',
          title: 'Calendar integration',
          description: 'Appointments, doses and follow-ups synced to Google, Apple or Outlook calendars.',
        },
      ],
    },
    {
      _type: 'checklist',
      anchor: 'features',
      heading: 'Every feature included',
      lists: [
        {
          items: [
            'HIPAA-compliant, encrypted health records',
            'Symptom assessment with urgency guidance',
            'Second opinions on existing diagnoses',
            'Lab result explanations in plain language',
            'Imaging and radiology report summaries',
            'Medication list with dose schedules',
            'Drug interaction checks',
            'Refill and dose reminders',
            'Calendar sync for appointments and doses',
            'Questions to take to your next appointment',
            'Family profiles for the people you care for',
            'Secure sharing with your own doctor',
            'Health history timeline',
            'Available 24/7 on phone and desktop',
          ],
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'how-it-works',
      tone: 'muted',
      heading: 'How it works',
      items: [
        {
          icon: 'users',
          title: 'Create your account',
          description: 'Sign up in minutes and add your health history, or import it from your records.',
        },
        {
          icon: 'file',
          title: 'Share what you have',
          description: 'Describe your symptoms or upload results and reports you want a second opinion on.',
        },
        {
          icon: 'lightbulb',
          title: 'Get a clear answer',
          description: 'Receive an explanation, the options to discuss and the questions to ask your own doctor.',
        },
      ],
    },
    {
      _type: 'testimonials',
      anchor: 'testimonials',
      heading: 'What patients and clinicians say',
      items: [
        ref('testimonial-industries-doctors-maria'),
        ref('testimonial-industries-doctors-james'),
        ref('testimonial-industries-doctors-priya'),
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Understand your health with confidence',
      intro:
        'HIPAA-compliant, private and available whenever a question comes up. An AI second opinion supports, and never replaces, your own doctor.',
      ctas: [cta('Sign Up', '/signup'), cta('Watch Demo', '/demo', {style: 'secondary'})],
      note: 'In an emergency, call 911 or your local emergency number.',
    },
  ],
})

import {cta, definePage, drawn} from '../lib'

export default definePage({
  slug: 'llm-fine-tuning',
  title: 'LLM Fine-Tuning',
  seo: {
    title: 'Custom LLM Fine-Tuning Services | Helix AI',
    description:
      'Fine-tune language models on your data: 20-40% accuracy gains, up to 60% lower API costs, delivered in weeks.',
    keywords: ['LLM fine-tuning', 'custom AI model', 'model training'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'light',
      image: drawn('hero-llm-fine-tuning.svg'),
      title: 'Language models trained on your business',
      subtitle: 'Fine-tuned models that are more accurate on your tasks and cheaper to run.',
      ctas: [cta('Book a Consultation', '/booking'), cta('Contact Us', '/contact', {style: 'secondary'})],
    },
    {
      _type: 'stats',
      anchor: 'benefits',
      eyebrow: 'Benefits',
      heading: 'Why fine-tune instead of prompting a general model',
      items: [
        {value: '20-40%', label: 'Accuracy gain on your tasks'},
        {value: '60%', label: 'Up to 60% lower API costs'},
        {value: '90%', label: 'Cost cut with parameter-efficient methods'},
        {value: '2-4 weeks', label: 'For a simple project'},
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'services',
      eyebrow: 'Services',
      heading: 'Fine-tuning services',
      columns: 3,
      tone: 'muted',
      cards: [
        {
          icon: 'database',
          title: 'Data preparation',
          description: 'We collect, clean and label your examples and build training and evaluation sets.',
          items: ['Data audit and cleaning', 'Labelling and synthetic examples', 'Privacy review and PII removal'],
        },
        {
          icon: 'cpu',
          title: 'Custom model training',
          description: 'Open or commercial models fine-tuned on your data for your tasks.',
          items: ['Model selection and baselines', 'Full and parameter-efficient fine-tuning', 'Hyperparameter tuning'],
        },
        {
          icon: 'chart',
          title: 'Evaluation and benchmarking',
          description: 'Rigorous testing against your current model so gains are measured, not assumed.',
          items: ['Task-specific test sets', 'Side-by-side comparisons', 'Safety and bias checks'],
        },
        {
          icon: 'rocket',
          title: 'Deployment',
          description: 'Your model served on your cloud, on-premises or through a managed API.',
          items: ['Cloud or on-premises hosting', 'API and app integration', 'Latency and cost optimisation'],
        },
        {
          icon: 'refresh',
          title: 'Monitoring and retraining',
          description: 'We watch quality in production and retrain as your data and needs change.',
          items: ['Drift and quality monitoring', 'Scheduled retraining', 'Monthly reports'],
        },
        {
          icon: 'graduation',
          title: 'Team enablement',
          description: 'Training for your team to run, evaluate and improve the model themselves.',
          items: ['Hands-on workshops', 'Documentation and runbooks', 'Ongoing advisory'],
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'methods',
      eyebrow: 'Methods',
      heading: 'The right training method for the job',
      columns: 4,
      cards: [
        {
          icon: 'layers',
          title: 'Full fine-tuning',
          description:
            'Every weight updated for the deepest specialisation when you have large, high-quality datasets.',
        },
        {
          icon: 'zap',
          title: 'LoRA and QLoRA',
          description: 'Parameter-efficient methods that train small adapters and cut training costs by 90%.',
        },
        {
          icon: 'users',
          title: 'RLHF and DPO',
          description: 'Preference training from human feedback to match your tone, policies and quality bar.',
        },
        {
          icon: 'book',
          title: 'Instruction tuning',
          description: 'Teach a model to follow your formats and workflows reliably, every time.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'who-for',
      eyebrow: 'Who it is for',
      heading: 'For enterprises, individuals and industries',
      columns: 3,
      tone: 'muted',
      cards: [
        {
          icon: 'building',
          title: 'Enterprises',
          description:
            'Private models on your own infrastructure, trained on proprietary data with full compliance controls.',
        },
        {
          icon: 'users',
          title: 'Individuals',
          description: 'Researchers, creators and developers who want a model that writes, codes or reasons their way.',
        },
        {
          icon: 'briefcase',
          title: 'Industries',
          description: 'Healthcare, legal, finance, retail and support teams with specialised vocabulary and rules.',
        },
      ],
    },
    {
      _type: 'steps',
      anchor: 'process',
      heading: 'Our six-step process',
      intro: 'Projects take 2-4 weeks when simple and 1-3 months when complex.',
      items: [
        {
          icon: 'search',
          title: 'Discovery',
          description: 'We define the tasks, success metrics and constraints with your team.',
        },
        {
          icon: 'database',
          title: 'Data preparation',
          description: 'Your data is audited, cleaned, labelled and split for training and evaluation.',
        },
        {
          icon: 'target',
          title: 'Model selection',
          description: 'We benchmark candidate base models and choose the best fit for quality and cost.',
        },
        {
          icon: 'cpu',
          title: 'Training',
          description: 'The model is fine-tuned with the method that suits your data and budget.',
        },
        {
          icon: 'chart',
          title: 'Evaluation',
          description: 'We test against your baseline and iterate until the metrics are met.',
        },
        {
          icon: 'rocket',
          title: 'Deployment and monitoring',
          description: 'The model goes live with monitoring, and we retrain as needed.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'case-results',
      eyebrow: 'Case results',
      heading: 'Results from recent projects',
      columns: 3,
      cards: [
        {
          icon: 'stethoscope',
          eyebrow: 'Healthcare',
          title: 'Clinical note summarisation',
          items: ['38% more accurate summaries than the base model', '55% lower API costs', 'Live in 6 weeks'],
        },
        {
          icon: 'scale',
          eyebrow: 'Legal',
          title: 'Contract clause extraction',
          items: [
            'Extraction accuracy up from 71% to 94%',
            'Review time per contract halved',
            "Runs on the firm's own servers",
          ],
        },
        {
          icon: 'headphones',
          eyebrow: 'Customer support',
          title: 'Support reply drafting',
          items: ['27% accuracy gain on resolved tickets', 'API costs down 60%', 'Delivered in 3 weeks'],
        },
      ],
    },
    {
      _type: 'faq',
      anchor: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'How much data do I need?',
          answer:
            'Useful results often start with a few hundred to a few thousand high-quality examples. We audit your data first and tell you honestly whether fine-tuning, retrieval or prompting is the better route.',
        },
        {
          question: 'How long does a project take?',
          answer:
            'Simple projects take 2-4 weeks. Complex projects with large datasets, several tasks or on-premises deployment take 1-3 months.',
        },
        {
          question: 'How much more accurate will the model be?',
          answer:
            'Clients typically see a 20-40% accuracy gain on their own tasks compared with a general model, measured on a test set we agree with you up front.',
        },
        {
          question: 'Will it reduce my API costs?',
          answer:
            'Usually. A smaller fine-tuned model can replace a large general one, cutting API costs by up to 60%. Parameter-efficient methods also cut training costs by 90%.',
        },
        {
          question: 'Is my data kept private?',
          answer:
            'Yes. Your data is used only to train your model, under a confidentiality agreement, and can stay in your own cloud or on your own servers.',
        },
        {
          question: 'Which models can you fine-tune?',
          answer:
            'Open models such as Llama, Mistral and Qwen, and commercial models that offer fine-tuning APIs. We recommend the base model after benchmarking it on your tasks.',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Get a model that knows your business',
      intro: 'Tell us about your use case and we will recommend the fastest route to a more accurate, cheaper model.',
      ctas: [cta('Book a Consultation', '/booking'), cta('Contact Us', '/contact', {style: 'secondary'})],
    },
  ],
})

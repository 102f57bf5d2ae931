import {cta, definePage, drawn, ref} from '../lib'

export default definePage({
  slug: 'ai-vets-second-opinion',
  title: 'AI Vets Second Opinion',
  seo: {
    title: 'AI Vets Second Opinion for Pet Owners and Vets | Helix AI',
    description: 'AI veterinary consultations, emergency triage and health records for every pet. 7-day free trial.',
    keywords: ['AI vet', 'pet health', 'veterinary AI'],
  },
  sections: [
    {
      _type: 'hero',
      tone: 'midnight',
      image: drawn('hero-ai-vets-second-opinion.svg'),
      badge: '7-day free trial',
      title: 'Expert pet care advice, day and night',
      subtitle: 'AI consultations, emergency triage and health records for every pet in your family.',
      ctas: [
        cta('Start Free Trial', '/free-trial'),
        cta('Watch Demo', '/demo', {style: 'secondary'}),
        cta('Get Started', '/signup', {style: 'secondary'}),
        cta('Sign In', '/login', {style: 'secondary'}),
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'trust',
      heading: 'Trusted by pet owners and veterinarians',
      columns: 3,
      cards: [
        {
          icon: 'award',
          title: 'AVMA compliant',
          description: 'Guidance follows American Veterinary Medical Association standards for telehealth advice.',
        },
        {
          icon: 'lock',
          title: 'HIPAA secure',
          description: 'Pet and owner records are encrypted and protected to healthcare-grade standards.',
        },
        {
          icon: 'star',
          title: '4.9/5 rating',
          description: 'Rated by pet owners and veterinary teams who use it every day.',
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'features',
      eyebrow: 'Features',
      heading: 'Everything your pets need, in one app',
      columns: 3,
      tone: 'muted',
      cards: [
        {
          icon: 'stethoscope',
          title: 'AI consultations',
          description: 'Describe what you are seeing and get a clear assessment and next steps, any time of day.',
        },
        {
          icon: 'zap',
          title: 'Emergency triage',
          description: 'Know in minutes whether it is an emergency, can wait for your vet, or can be handled at home.',
        },
        {
          icon: 'paw',
          title: 'Multi-pet records',
          description: "Every pet's history, weight, allergies and visits in one family account.",
        },
        {
          icon: 'book',
          title: 'Breed information',
          description: 'Breed-specific health guidance for 200+ dog breeds and 45+ cat breeds.',
        },
        {
          icon: 'image',
          title: 'Photo and video analysis',
          description: 'Upload a photo of a rash or a video of a limp for a more accurate assessment.',
        },
        {
          icon: 'calendar',
          title: 'Vaccination and medication tracking',
          description: 'Schedules and reminders for vaccines, flea and worm treatments and prescriptions.',
        },
      ],
    },
    {
      _type: 'stats',
      anchor: 'breeds',
      heading: 'Breed knowledge built in',
      items: [
        {value: '200+', label: 'Dog breeds'},
        {value: '45+', label: 'Cat breeds'},
        {value: '24/7', label: 'Consultations and triage'},
        {value: '4.9/5', label: 'Average rating'},
      ],
    },
    {
      _type: 'checklist',
      anchor: 'checklist',
      heading: 'All 14 features in every plan',
      lists: [
        {
          items: [
            'Unlimited AI consultations',
            'Emergency triage around the clock',
            'Records for every pet in the family',
            'Breed information for 200+ dog and 45+ cat breeds',
            'Photo analysis of skin, eyes, ears and wounds',
            'Video analysis of gait, breathing and behaviour',
            'Vaccination schedules and reminders',
            'Medication tracking and dose reminders',
            'Specialist referrals when your pet needs one',
            'Weight and nutrition tracking',
            'Symptom history timeline',
            'Share records with your vet in one tap',
            'Family sharing for the whole household',
            'HIPAA-secure storage of every record',
          ],
        },
      ],
    },
    {
      _type: 'cardGrid',
      anchor: 'audiences',
      heading: 'For pet owners and for vets',
      columns: 2,
      cards: [
        {
          icon: 'heart',
          title: 'Pet owners',
          description: 'Peace of mind between vet visits.',
          items: [
            'Answers at 3 am without an emergency-room bill',
            "Every pet's records and reminders in one place",
            'Know when it really is time to see the vet',
          ],
        },
        {
          icon: 'stethoscope',
          title: 'Veterinarians and clinics',
          description: 'A second pair of eyes for your practice.',
          items: [
            'Second opinions on complex cases',
            'Breed-specific reference on hand',
            'Specialist referrals and client education material',
          ],
        },
      ],
    },
    {
      _type: 'testimonials',
      anchor: 'testimonials',
      heading: 'Loved by pet families and vets',
      items: [
        ref('testimonial-industries-vets-emily'),
        ref('testimonial-industries-vets-marcus'),
        ref('testimonial-industries-vets-hannah'),
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Give your pets expert care around the clock',
      intro: 'Try every feature free for 7 days. AVMA compliant, HIPAA secure and rated 4.9/5.',
      ctas: [cta('Start Free Trial', '/free-trial')],
      note: 'If your pet is in immediate danger, contact your nearest emergency vet.',
    },
  ],
})

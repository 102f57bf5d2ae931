import {cta, definePage, img} from '../lib'

export default definePage({
  slug: 'ai-readiness-quiz',
  title: 'AI Readiness Quiz',
  seo: {
    title: 'AI Readiness Quiz: How Ready Is Your Business? | Helix AI',
    description:
      "Answer ten questions to score your business's AI readiness out of 50 and get recommendations for your next steps.",
    keywords: ['AI readiness', 'AI assessment', 'AI quiz'],
  },
  sections: [
    {
      _type: 'quiz',
      anchor: 'quiz',
      eyebrow: 'AI readiness assessment',
      heading: 'How ready is your business for AI?',
      intro:
        'Ten questions, five minutes: your score out of 50, where you stand in five areas, and a plan for what to do next.',
      tone: 'dark',
      image: img('quiz-dial.svg', 'A readiness dial from Beginner to Advanced, its needle in the Advanced band'),
      startLabel: 'Start the quiz',
      noScriptNote:
        'The quiz needs JavaScript to score your answers: turn it on, or book a free strategy session with us.',
      resultsHeading: 'Your AI readiness score',
      formHeading: 'Get your personalised AI roadmap',
      formIntro:
        'Leave your details and one of our consultants will walk you through your results and the projects that would pay off first for your business.',
      submitLabel: 'Send My Results',
      progressLabel: 'Question {current} of {total}',
      percentLabel: '{percent}% complete',
      completeLabel: 'Quiz complete',
      allAnsweredLabel: 'All {total} questions answered',
      multiSelectHint: 'Select all that apply.',
      previousLabel: 'Previous',
      nextLabel: 'Next',
      seeResultsLabel: 'See Results',
      scoreLabel: 'Your score:',
      levelLabel: 'Level:',
      breakdownHeading: 'Where you stand, area by area',
      weakestAreaLabel: 'Your weakest area: {area}',
      shareLabel: 'Share your result',
      shareCopiedLabel: 'Link copied. Anyone with it sees your score, level and areas, and nothing else.',
      recommendationsHeading: 'Recommendations',
      retakeLabel: 'Retake the quiz',
      nameLabel: 'Full Name',
      emailLabel: 'Email Address',
      companyLabel: 'Company Name',
      jobTitleLabel: 'Job Title',
      phoneLabel: 'Phone Number',
      optionalNote: '(optional)',
      requiredNote: 'Fields marked * are required.',
      submittingLabel: 'Submitting...',
      successMessage: 'Thank you for your submission! We will contact you soon.',
      errorMessage: 'There was an error submitting your information. Please try again.',
      otherWayLabel:
        'Nothing you typed is lost. Try again, or reach us directly: email {email} or call {phone}, any time of day.',
    },
    {
      _type: 'faq',
      heading: 'About the assessment',
      items: [
        {
          question: 'How is my score calculated?',
          answer:
            'Nine of the ten questions score 0, 1, 3 or 5 points depending on your answer. The question about the tools you already use gives 4 points per tool, up to 8. That adds up to at most 53, and your total is capped at 50: from 31 you are Advanced, from 16 Intermediate, and below 16 a Beginner. Your results also show how far along you are in each of the five areas (data, processes, team, tools and strategy), each as a percentage of the most it can score, and name your weakest area with what to do about it first at your level.',
        },
        {
          question: 'What happens after I send my details?',
          answer:
            'A consultant reviews your results and contacts you, usually within one business day, to discuss the recommendations and answer your questions. There is no obligation to buy anything.',
        },
        {
          question: 'Do I need technical knowledge to take the quiz?',
          answer:
            'No. The questions are about your data, processes, team, tools and strategy, and are written for business owners and managers rather than engineers.',
        },
      ],
    },
    {
      _type: 'callToAction',
      heading: 'Prefer to talk it through?',
      intro: 'Book a free 30-minute strategy session and we will score your readiness together.',
      tone: 'dark',
      ctas: [cta('Book a Free Consultation', '/booking')],
    },
  ],
})

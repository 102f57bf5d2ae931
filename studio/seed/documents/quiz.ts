/**
 * The AI readiness quiz: five areas, ten questions (two per area) and the scoring settings. Single-choice
 * answers score 5, 3, 1 or 0 points; question 4 allows several answers, each option carrying 4 points,
 * and Quiz settings cap that question at 8.
 * Levels: Beginner below 16, Intermediate 16 to 30, Advanced from 31. Shown scores stop at 50.
 */
import type {QuizArea, QuizQuestion, QuizSettings} from '@agency/web/sanity.types'
import {ref, type SeedDoc} from '../lib'

type Q = SeedDoc<QuizQuestion>

type Advice = {Beginner: string; Intermediate: string; Advanced: string}

/**
 * The parts of a business the questions cover; the results show each one as a share of its most, and
 * name the weakest with its advice for the prospect's level. Descriptions and advice say neither "you"
 * nor "your": a shared result shows them to the person it was sent to.
 */
const areas: Array<[key: string, name: string, description: string, advice: Advice]> = [
  [
    'data',
    'Data',
    'How clean, connected and well governed the data is',
    {
      Beginner:
        'Move customer, sales and supplier records out of spreadsheets and inboxes into one CRM this month, with one person who decides which fields are required. Every later AI project, from a chatbot to a forecast, reads from that one source.',
      Intermediate:
        'Pick the one dataset the first AI project needs (usually customers or orders), remove the duplicates, name an owner for it and write a one-page rule on what data may go into AI tools. Clean data for one pilot beats a company-wide clean-up that never ends.',
      Advanced:
        'Audit the data behind each AI use case before scaling it: which systems feed it, how often they update and where the gaps are. Add access rules and retention periods that cover AI tools: at this stage the weakest source caps what the agents can do.',
    },
  ],
  [
    'processes',
    'Processes',
    'How documented and measured the workflows are',
    {
      Beginner:
        'Write down the three workflows that take the most staff hours, such as quoting, invoicing or onboarding, step by step with who does what, and time each one for a week. Those notes are what an automation is built from, and the timings show which to automate first.',
      Intermediate:
        'Choose one documented workflow and two numbers to judge it by (hours a week, errors or response time). Measure them for a month, automate the workflow, then measure again: a before-and-after figure turns the next project from a debate into a decision.',
      Advanced:
        'Give every automated workflow an owner and a KPI reviewed each month, and retire the automations nobody checks. Map the hand-offs between teams before putting AI agents on them: that is where end-to-end automation breaks.',
    },
  ],
  [
    'team',
    'Team',
    'How the leaders and the staff see and use AI',
    {
      Beginner:
        'Run a 90-minute hands-on session for leaders and staff on two real tasks from the business, such as drafting replies to customer emails and summarising meeting notes. Time saved on their own work wins more support than any presentation.',
      Intermediate:
        'Name an executive sponsor for AI, and give the early adopters two hours a week to coach colleagues and show what works at a short monthly show-and-tell. Adoption spreads from people, not from licences.',
      Advanced:
        'Agree which decisions AI may take alone and which need a person, publish the rule and train every team on it. Add AI skills to job descriptions and reviews, so the gains stay when people change roles.',
    },
  ],
  [
    'tools',
    'Tools',
    'The software in use and how well it connects',
    {
      Beginner:
        'Start with one tool that pays for itself quickly: a CRM that keeps every lead in one place, or an assistant on the website that answers common questions around the clock. Connect it to email and the calendar before adding anything else.',
      Intermediate:
        'List every system the business runs and how data moves between them, then replace the worst copy-and-paste step with an integration (Zapier, Make or an API). Each manual transfer removed saves time and takes away a source of errors.',
      Advanced:
        'Consolidate overlapping tools and put the core systems behind APIs with one source of truth, so AI agents can read and act across them. Review licences every quarter: at this stage the waste is in tools nobody uses.',
    },
  ],
  [
    'strategy',
    'Strategy',
    'The AI budget and where it is expected to pay off',
    {
      Beginner:
        'List ten repetitive tasks with the hours each takes a month, and give the one with the most hours and the least risk a 30-day pilot on a small, fixed budget. A free strategy session turns that list into a simple roadmap.',
      Intermediate:
        'Score each AI idea by expected return and effort, put a set budget behind the top two, and fix the date on which each one scales or stops. A shortlist with money behind it moves faster than a long list of ideas.',
      Advanced:
        "Tie the AI roadmap to two or three of the year's business goals, each with a budget line and a return target, and review it every quarter with the leadership team. That is what keeps a strong start from scattering into side projects.",
    },
  ],
]

export const quizAreas: Array<SeedDoc<QuizArea>> = areas.map(([key, name, description, advice]) => ({
  _id: `quizArea-${key}`,
  _type: 'quizArea',
  name,
  description,
  advice: Object.entries(advice).map(([level, text]) => ({_type: 'areaAdvice' as const, level, text})),
}))

type AreaKey = 'data' | 'processes' | 'team' | 'tools' | 'strategy'
const area = (key: AreaKey) => ref(`quizArea-${key}`)

/** A single-choice question; its four answers score 5, 3, 1 and 0 points, in that order. */
const single = (number: number, key: AreaKey, text: string, answers: [string, string, string, string]): Q => ({
  _id: `quizQuestion-${number}`,
  _type: 'quizQuestion',
  number,
  text,
  area: area(key),
  multiSelect: false,
  options: answers.map((answer, i) => ({text: answer, points: [5, 3, 1, 0][i]!})),
})

export const quizQuestions: Q[] = [
  single(1, 'data', 'How would you describe the state of your business data?', [
    'Centralised, clean and documented in systems we trust',
    'Mostly digital, but spread across several tools',
    'Largely in spreadsheets, inboxes and shared drives',
    'Mostly on paper or in people’s heads',
  ]),
  single(2, 'processes', 'How standardised are your core business processes?', [
    'Documented and measured from start to finish',
    'Documented for our main workflows',
    'Informal: everyone has their own way of doing things',
    'We have never mapped our processes',
  ]),
  single(3, 'team', 'How does your leadership team see AI?', [
    'AI is part of our strategy, with an executive sponsor',
    'Leaders are interested and exploring use cases',
    'Curious, but not yet convinced it is worth it',
    'AI is not on the leadership agenda',
  ]),
  {
    _id: 'quizQuestion-4',
    _type: 'quizQuestion',
    number: 4,
    text: 'Which of these do you already use in your business?',
    area: area('tools'),
    multiSelect: true,
    options: [
      {text: 'A CRM system such as HubSpot or Salesforce', points: 4},
      {text: 'A chatbot or AI assistant on your website', points: 4},
      {text: 'Workflow automation such as Zapier or Make', points: 4},
      {text: 'Generative AI tools for writing or images', points: 4},
      {text: 'Dashboards or business-intelligence reporting', points: 4},
    ],
  },
  single(5, 'strategy', 'What budget have you set aside for AI in the next 12 months?', [
    'A dedicated, approved budget for AI projects',
    'Budget is available for the right project',
    'We would have to find budget project by project',
    'No budget is planned',
  ]),
  single(6, 'team', 'How comfortable is your team with digital tools and AI?', [
    'Most of the team uses AI tools every week and shares what works',
    'A few early adopters; the rest are learning',
    'Mostly basic office software skills',
    'There is real resistance to new technology',
  ]),
  single(7, 'strategy', 'How clear are you about where AI could help your business?', [
    'We have a prioritised list of use cases with expected returns',
    'We have a few ideas we want to test',
    'A general sense that it could save us time',
    'We are not sure where to start',
  ]),
  single(8, 'tools', 'How well do your systems talk to each other?', [
    'Integrated through APIs, with one source of truth',
    'Some integrations, some manual exports',
    'Mostly copy and paste between tools',
    'Our systems are not connected at all',
  ]),
  single(9, 'data', 'Do your data privacy and security policies cover the use of AI?', [
    'Yes: written AI-use and data policies that the team follows',
    'We have general data policies, but AI is not covered yet',
    'Only informal guidelines',
    'No policies are in place',
  ]),
  single(10, 'processes', 'How do you measure the success of technology projects?', [
    'Clear KPIs tracked before and after every project',
    'We track a few headline numbers',
    'Mostly on gut feeling',
    'We do not measure results',
  ]),
]

export const quizSettings: SeedDoc<QuizSettings> = {
  _id: 'quizSettings',
  _type: 'quizSettings',
  maxScore: 50,
  multiSelectCap: 8,
  levels: [
    {
      name: 'Beginner',
      minScore: 0,
      description:
        'You are at the start of your AI journey. That is a good place to be: with the right groundwork, the first projects can pay off quickly and set up everything that follows.',
      sharedDescription:
        'This business is at the start of its AI journey. That is a good place to be: with the right groundwork, its first projects can pay off quickly and set up everything that follows.',
      recommendations: [
        'Pick one repetitive, time-consuming task and pilot an off-the-shelf AI tool on it for 30 days',
        'Move key customer and sales data out of spreadsheets into a single CRM',
        'Write down the three most important workflows, step by step, before automating anything',
        'Book a free strategy session to build a simple, low-risk AI roadmap',
      ],
      interpretation:
        'Beginner: early stage of AI adoption. Data is scattered, processes are informal and there is no AI budget or policy yet. Start with education, data clean-up and one quick-win pilot before larger investment.',
    },
    {
      name: 'Intermediate',
      minScore: 16,
      description:
        'You have solid foundations to build on. The next step is to turn scattered experiments into a focused plan with measurable results.',
      sharedDescription:
        'This business has solid foundations to build on. Its next step is to turn scattered experiments into a focused plan with measurable results.',
      recommendations: [
        'Rank the AI ideas on the table by expected return and effort, and commit to the top two',
        'Connect the core systems so data flows without copy and paste',
        'Train the early adopters to coach the rest of the team',
        'Agree an AI-use and data policy before scaling pilots',
      ],
      interpretation:
        'Intermediate: foundations in place with some digital tools and leadership interest. Ready for targeted AI pilots with clear KPIs; needs integration work, team training and a written AI policy to scale.',
    },
    {
      name: 'Advanced',
      minScore: 31,
      description:
        'Your business is ready to get real value from AI. Your score puts you in a position to automate at scale and build a lasting advantage: the gains now come from raising every area to the level of your strongest.',
      sharedDescription:
        'This business is ready to get real value from AI. Its score puts it in a position to automate at scale and build a lasting advantage: the gains now come from raising every area to the level of its strongest.',
      recommendations: [
        'Deploy AI agents on customer-facing work such as enquiries, booking and follow-up',
        'Automate end-to-end workflows, connecting the systems they cross first',
        'Consider custom or fine-tuned models trained on the business’s own data',
        'Set up a quarterly AI review to track returns and choose the next projects',
      ],
      interpretation:
        'Advanced: ready to scale AI across the business. Clean, connected data, documented processes, budget and executive sponsorship. Good candidate for AI agents, end-to-end automation and custom model work.',
    },
  ],
  resultsEmail: {
    send: true,
    subject: 'Your AI readiness result: {level} ({score}/{max})',
    opening:
      'Thank you for taking the Helix AI readiness quiz. Here is your result, with what it says about your business and the four steps we would take next in your place.',
    scoreLine: 'Your score: {score}/{max}. Your level: {level}.',
    breakdownHeading: 'Where you stand, area by area',
    areaLine: '{area}: {percent}%',
    recommendationsHeading: 'Your four next steps',
    resultLinkLabel: 'See your result online and share it with your team:',
    signOff:
      'One of our consultants will be in touch within one business day to talk through your result. If you would like to start sooner, reply to this email with a time that suits you and we will book a free 30-minute strategy session.\n\nThe Helix AI team',
  },
  sharedResult: {
    eyebrow: 'Shared AI readiness result',
    heading: 'This business scores {score} out of {max} for AI readiness: {level}',
    intro:
      'Someone shared this result of the Helix AI readiness quiz with you: ten questions on data, processes, team, tools and strategy. Here is where their business stands, and what it should do first.',
    scoreLabel: 'Its score:',
    breakdownHeading: 'Where it stands, area by area',
    weakestAreaLabel: 'Its weakest area: {area}',
    ctaHeading: 'How ready is your business for AI?',
    ctaLabel: 'Take the quiz yourself',
  },
}

export default [...quizAreas, ...quizQuestions, quizSettings]

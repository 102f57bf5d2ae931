import {ControlsIcon} from '@sanity/icons/Controls'
import {defineArrayMember, defineField, defineType} from '@sanity/types'

type Level = {minScore?: number}

/**
 * The quiz's scoring rules, results copy and the results email. One document (id "quizSettings"),
 * pinned in the Studio. A visitor's level is the level with the highest minimum score their score reaches.
 */
export const quizSettings = defineType({
  name: 'quizSettings',
  title: 'Quiz settings',
  type: 'document',
  icon: ControlsIcon,
  groups: [
    {name: 'scoring', title: 'Scoring', default: true},
    {name: 'levels', title: 'Levels and results'},
    {name: 'email', title: 'Results email'},
    {name: 'shared', title: 'Shared result page'},
  ],
  fields: [
    defineField({
      name: 'maxScore',
      title: 'Maximum score',
      type: 'number',
      group: 'scoring',
      description: 'Results read "<score>/<maximum>"; a higher total is shown as the maximum.',
      initialValue: 50,
      validation: (r) => r.required().integer().min(1).max(200),
    }),
    defineField({
      name: 'multiSelectCap',
      title: 'Multi-select question: most points in total',
      type: 'number',
      group: 'scoring',
      description:
        'Each chosen answer scores its own points (set on the question); the question never scores more than this.',
      initialValue: 8,
      validation: (r) => r.required().integer().min(0).max(50),
    }),
    defineField({
      name: 'levels',
      title: 'Result levels',
      type: 'array',
      group: 'levels',
      description: 'From the lowest to the highest. The lowest level starts at 0.',
      validation: (r) =>
        r
          .required()
          .min(2)
          .max(5)
          .custom((levels) => {
            const mins = ((levels ?? []) as Level[]).map((l) => l.minScore ?? -1)
            if (!mins.includes(0)) return 'One level must start at 0'
            if (new Set(mins).size !== mins.length) return 'Each level needs its own minimum score'
            if (mins.some((m, i) => i > 0 && m <= mins[i - 1]!))
              return 'List the levels from the lowest minimum score to the highest'
            return true
          }),
      of: [
        defineArrayMember({
          name: 'quizLevel',
          title: 'Level',
          type: 'object',
          fields: [
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              description: 'e.g. "Advanced"',
              validation: (r) => r.required().max(40),
            }),
            defineField({
              name: 'minScore',
              title: 'Minimum score',
              type: 'number',
              description: 'Scores from this number up reach this level.',
              validation: (r) => r.required().integer().min(0),
            }),
            defineField({
              name: 'description',
              title: 'Description',
              type: 'text',
              rows: 3,
              description:
                'Shown with the score on the results and in the results email, to the prospect. Describe the level as a whole and name no strength in one area: a prospect at this level can be weak in any of them, and the results name their weakest area with its own advice (Quiz areas).',
              validation: (r) => r.required().max(600),
            }),
            defineField({
              name: 'sharedDescription',
              title: 'Description on a shared result',
              type: 'text',
              rows: 3,
              description:
                'The same, for the person a result was sent to: about "this business", e.g. "This business is ready to…".',
              validation: (r) => r.required().max(600),
            }),
            defineField({
              name: 'recommendations',
              title: 'Recommendations',
              type: 'array',
              description:
                'Four next steps, written as instructions without "you" or "your": a shared result shows them to the person it was sent to.',
              of: [defineArrayMember({type: 'string', validation: (r) => r.max(240)})],
              validation: (r) => r.required().length(4),
            }),
            defineField({
              name: 'interpretation',
              title: 'Score interpretation',
              type: 'text',
              rows: 4,
              description: 'Sent with the lead as its requirements, for the sales team.',
              validation: (r) => r.required().max(1000),
            }),
          ],
          preview: {
            select: {title: 'name', min: 'minScore'},
            prepare: ({title, min}) => ({title, subtitle: `From ${min ?? '?'} points`}),
          },
        }),
      ],
    }),
    defineField({
      name: 'resultsEmail',
      title: 'Results email',
      type: 'object',
      group: 'email',
      description:
        'Emailed once to each prospect who sends the lead form, from the site\'s sender address (LEADS_FROM), within a minute. Between the opening and the sign-off it holds their score, their level, their points in each quiz area, the level\'s description and its four recommendations (edited under "Levels and results"), and the link to their shared result page. Nothing the prospect typed is put in it.',
      fields: [
        defineField({
          name: 'send',
          title: 'Send the results email',
          type: 'boolean',
          description: 'Off: prospects get no email. The agency is still told about every lead.',
          initialValue: true,
          validation: (r) => r.required(),
        }),
        defineField({
          name: 'subject',
          title: 'Subject',
          type: 'string',
          description:
            'Write {score} and {max} for the score, {level} for the level\'s name, e.g. "Your AI readiness result: {level} ({score}/{max})".',
          validation: (r) => r.required().max(120),
        }),
        defineField({
          name: 'opening',
          title: 'Opening',
          type: 'text',
          rows: 3,
          description: 'Before the score. A blank line starts a new paragraph.',
          validation: (r) => r.required().max(1000),
        }),
        defineField({
          name: 'scoreLine',
          title: 'Score line',
          type: 'string',
          description:
            'Shown in bold; the level\'s description follows it. Write {score}, {max} and {level}, e.g. "Your score: {score}/{max}. Your level: {level}."',
          validation: (r) => r.required().max(160),
        }),
        defineField({
          name: 'breakdownHeading',
          title: 'Areas heading',
          type: 'string',
          description: 'Above their points in each quiz area, e.g. "Where you stand, area by area".',
          validation: (r) => r.required().max(80),
        }),
        defineField({
          name: 'areaLine',
          title: 'Area line',
          type: 'string',
          description:
            'One line per area under that heading. Write {area} and {percent} (its share of the most it can score, the one scale every area is shown on), e.g. "{area}: {percent}%"; {points} and {max} give its points.',
          validation: (r) => r.required().max(120),
        }),
        defineField({
          name: 'recommendationsHeading',
          title: 'Recommendations heading',
          type: 'string',
          description: "Above the level's four recommendations.",
          validation: (r) => r.required().max(80),
        }),
        defineField({
          name: 'resultLinkLabel',
          title: 'Result page link',
          type: 'string',
          description:
            'Before the link to their shared result page (score, level and areas; nothing personal), e.g. "See your result online and share it with your team:".',
          validation: (r) => r.required().max(120),
        }),
        defineField({
          name: 'signOff',
          title: 'Sign-off',
          type: 'text',
          rows: 4,
          description:
            'After the recommendations: the next step and the signature. A reply goes to the sender address.',
          validation: (r) => r.required().max(1000),
        }),
      ],
    }),
    defineField({
      name: 'sharedResult',
      title: 'Shared result page',
      type: 'object',
      group: 'shared',
      description:
        'The page a prospect\'s "Share your result" link opens, written for the person it was sent to: the score on the dial, the level and each area, the level\'s shared description, the weakest area with its advice and the recommendations, with a button to the quiz under the introduction and at the end. Its address holds only numbers, checked against the quiz; it shows nothing personal and search engines do not index it.',
      fields: [
        defineField({
          name: 'eyebrow',
          title: 'Label above the heading',
          type: 'string',
          description: 'e.g. "Shared AI readiness result"',
          validation: (r) => r.required().max(60),
        }),
        defineField({
          name: 'heading',
          title: 'Heading',
          type: 'string',
          description:
            'The page\'s title (h1), about the business whose result it is. Write {level}, {score} and {max}, e.g. "This business scores {score} out of {max}: {level}".',
          validation: (r) => r.required().max(100),
        }),
        defineField({
          name: 'intro',
          title: 'Introduction',
          type: 'text',
          rows: 2,
          description: 'Under the heading: what the quiz is.',
          validation: (r) => r.required().max(300),
        }),
        defineField({
          name: 'scoreLabel',
          title: 'Score',
          type: 'string',
          description: 'Read by screen readers before the score, e.g. "Its score:".',
          validation: (r) => r.required().max(40),
        }),
        defineField({
          name: 'breakdownHeading',
          title: 'Areas heading',
          type: 'string',
          description: 'Above the points in each area, e.g. "Where it stands, area by area".',
          validation: (r) => r.required().max(80),
        }),
        defineField({
          name: 'weakestAreaLabel',
          title: 'Weakest area heading',
          type: 'string',
          description:
            'Above the advice for the weakest area. Write {area} for its name, e.g. "Its weakest area: {area}".',
          validation: (r) => r.required().max(80),
        }),
        defineField({
          name: 'ctaHeading',
          title: 'Closing heading',
          type: 'string',
          description: 'Above the button to the quiz, e.g. "How ready is your business?".',
          validation: (r) => r.required().max(100),
        }),
        defineField({
          name: 'ctaLabel',
          title: 'Button to the quiz',
          type: 'string',
          description: 'e.g. "Take the quiz yourself". It opens the page that holds the quiz.',
          validation: (r) => r.required().max(40),
        }),
      ],
    }),
  ],
  preview: {prepare: () => ({title: 'Quiz settings'})},
})

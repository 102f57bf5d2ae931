import {defineField} from '@sanity/types'

/** Fields every section shares: an optional anchor id, heading and intro, and a background tone. */
export const sectionFields = (opts: {headingRequired?: boolean} = {}) => [
  defineField({
    name: 'anchor',
    title: 'Anchor name',
    type: 'string',
    description: 'Lets links jump here: "features" makes #features point at this section.',
    validation: (r) => r.regex(/^[a-z0-9-]+$/, {name: 'lowercase-with-dashes'}),
  }),
  defineField({
    name: 'eyebrow',
    title: 'Label above the heading',
    type: 'string',
    description: 'Small capitals above the heading, e.g. "WHY US".',
    validation: (r) => r.max(60),
  }),
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description: "The section's title on the page (an h2).",
    validation: (r) => (opts.headingRequired ? r.required().max(120) : r.max(120)),
  }),
  defineField({
    name: 'intro',
    title: 'Introduction',
    type: 'text',
    rows: 3,
    description: 'A short paragraph under the heading.',
    validation: (r) => r.max(600),
  }),
  defineField({
    name: 'tone',
    title: 'Background',
    type: 'string',
    description: "The section's background colour: white, light grey, dark or the accent colour.",
    options: {
      list: [
        {title: 'White', value: 'default'},
        {title: 'Light grey', value: 'muted'},
        {title: 'Dark', value: 'dark'},
        {title: 'Accent', value: 'accent'},
      ],
      layout: 'radio',
      direction: 'horizontal',
    },
    initialValue: 'default',
  }),
]

export const sectionBaseProjection = /* groq */ `_key, _type, anchor, eyebrow, heading, intro, tone`

/** The collapsed group that holds a section's labelField()s, so the content fields stay on top. */
export const labelsFieldset = {
  name: 'labels',
  title: 'Buttons and labels',
  options: {collapsible: true, collapsed: true},
}

/**
 * A word or phrase a section's component shows visitors (a button, a screen-reader label, a message). The
 * words live in the content, never in the component: the field is required and starts with the seeded words.
 */
export const labelField = (name: string, title: string, description: string, initialValue: string) =>
  defineField({
    name,
    title,
    description,
    type: 'string',
    fieldset: 'labels',
    initialValue,
    validation: (r) => r.required().max(120),
  })

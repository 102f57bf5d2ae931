import {defineField} from '@sanity/types'

/** Fields every section shares: an optional anchor id, heading and intro, and a background tone. */
export const sectionFields = (opts: {headingRequired?: boolean} = {}) => [
  defineField({
    name: 'anchor',
    type: 'string',
    description: 'Lets links jump here: "features" makes #features point at this section.',
    validation: (r) => r.regex(/^[a-z0-9-]+$/, {name: 'lowercase-with-dashes'}),
  }),
  defineField({name: 'eyebrow', type: 'string', description: 'Small text above the heading.', validation: (r) => r.max(60)}),
  defineField({
    name: 'heading',
    type: 'string',
    validation: (r) => (opts.headingRequired ? r.required().max(120) : r.max(120)),
  }),
  defineField({name: 'intro', type: 'text', rows: 3, validation: (r) => r.max(600)}),
  defineField({
    name: 'tone',
    title: 'Background',
    type: 'string',
    options: {list: ['default', 'muted', 'dark', 'accent'], layout: 'radio', direction: 'horizontal'},
    initialValue: 'default',
  }),
]

export const sectionBaseProjection = /* groq */ `_key, _type, anchor, eyebrow, heading, intro, tone`

import type {StringRule} from '@sanity/types'
import {validateHref} from './url'

/** Paragraph styles editors may pick in long-form text (legal pages, articles). The page itself owns the h1. */
export const textBlockStyles = [
  {title: 'Normal', value: 'normal'},
  {title: 'Heading 2', value: 'h2'},
  {title: 'Heading 3', value: 'h3'},
  {title: 'Heading 4', value: 'h4'},
]

/**
 * The link annotation of Portable Text: its address passes the same URL allowlist as every other link
 * (a page of this site, an anchor, https, mailto or tel).
 */
export const linkAnnotation = {
  name: 'link',
  type: 'object',
  title: 'Link',
  fields: [
    {name: 'href', type: 'string', title: 'Address', validation: (r: StringRule) => r.required().custom(validateHref)},
  ],
}

import {BellIcon} from '@sanity/icons/Bell'
import {defineField, defineType} from '@sanity/types'
import {validateHref} from '../lib/validation'
import {siteWordingProjection} from '../objects/wording'
import type {Section} from './section'

/**
 * A thin banner across the top of a page with one short message that is a link, e.g.
 * "View Example Free - Next 48 Hours". An https:// address opens in a new tab.
 */
const announcement = defineType({
  name: 'announcement',
  title: 'Announcement banner',
  type: 'object',
  icon: BellIcon,
  fields: [
    defineField({
      name: 'text',
      title: 'Text',
      type: 'string',
      description: 'The message, shown as the link text.',
      validation: (r) => r.required().max(90),
    }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description:
        'Where the banner goes: a page of this site (/contact), an anchor (#pricing) or an https:// address (opens in a new tab).',
      validation: (r) => r.required().custom(validateHref),
    }),
    defineField({
      name: 'linkLabel',
      title: 'Link hint',
      type: 'string',
      description: 'Optional short text after the message, e.g. "Open the example".',
      validation: (r) => r.max(30),
    }),
  ],
  preview: {
    select: {title: 'text', subtitle: 'href'},
    prepare: ({title, subtitle}) => ({title: `Announcement: ${title ?? ''}`, subtitle}),
  },
})

const announcementProjection = /* groq */ `_type == "announcement" => {_key, _type, text, href, linkLabel, "wording": ${siteWordingProjection}}`

export const announcementSection: Section = {
  schema: announcement,
  projection: announcementProjection,
  purpose: 'heroes',
}

import {CodeBlockIcon} from '@sanity/icons/CodeBlock'
import {defineField, defineType} from '@sanity/types'
import {validateFrameHost} from '../lib/frame-hosts'
import {validateHttps} from '../lib/validation'
import {contactFormProjection, newsletterSignupProjection} from '../objects/forms'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** The site's own forms an embed shows while its frame address is empty. */
export const OWN_FORMS = [
  {title: 'Contact form', value: 'contact'},
  {title: 'Newsletter sign-up', value: 'newsletter'},
] as const

/**
 * A third-party frame: agent, chatbot, form, calendar, newsletter, video. Loaded lazily, titled for
 * screen readers. A contact or newsletter embed without an address shows the site's own form instead,
 * so no visitor ever meets an empty frame.
 */
const embed = defineType({
  name: 'embed',
  title: 'Embedded frame',
  type: 'object',
  icon: CodeBlockIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'url',
      title: 'Frame address',
      type: 'url',
      description:
        "https only. The site shows frames only from the hosts it allows; the Studio warns about any other. Leave empty to show the site's own form chosen below.",
      validation: (r) => [
        r
          .uri({scheme: ['https']})
          .custom(validateHttps)
          .custom((url, context) =>
            url || (context.parent as {ownForm?: string} | undefined)?.ownForm
              ? true
              : "Set a frame address, or choose the site's own form below.",
          ),
        r.custom(validateFrameHost).warning(),
      ],
    }),
    defineField({
      name: 'ownForm',
      title: "Without an address, show the site's own",
      type: 'string',
      description:
        "Shown while the frame address is empty. Its words are in Site settings → Forms; messages and sign-ups are stored in the site's database and emailed at once. With an address, the frame shows instead.",
      options: {list: [...OWN_FORMS], layout: 'radio'},
    }),
    defineField({
      name: 'title',
      title: 'Frame title',
      type: 'string',
      description: 'Read by screen readers, e.g. "Contact form".',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'height',
      title: 'Height (px)',
      type: 'number',
      description: 'Frame height in pixels.',
      validation: (r) => r.required().min(100).max(3000),
    }),
    defineField({
      name: 'minHeight',
      title: 'Minimum height (px)',
      type: 'number',
      description: 'Optional minimum height in pixels (the frame may grow on tall screens).',
      validation: (r) => r.min(100).max(3000),
    }),
    defineField({
      name: 'containerHeight',
      title: 'Container height (px)',
      type: 'number',
      description: 'Optional height of the box around the frame, in pixels.',
      validation: (r) => r.min(100).max(3000),
    }),
    defineField({
      name: 'allow',
      title: 'Allowed browser features',
      type: 'string',
      description: 'Permissions for the frame, e.g. "clipboard-read; clipboard-write". Leave empty when unsure.',
    }),
    defineField({
      name: 'width',
      title: 'Width',
      type: 'string',
      options: {list: ['narrow', 'wide', 'full']},
      initialValue: 'wide',
    }),
  ],
  preview: {
    select: {title: 'title', subtitle: 'url', ownForm: 'ownForm'},
    prepare: ({title, subtitle, ownForm}) => ({
      title: `Frame: ${title}`,
      subtitle:
        subtitle || `The site's own ${OWN_FORMS.find((f) => f.value === ownForm)?.title.toLowerCase() ?? 'form'}`,
    }),
  },
})

const settings = /* groq */ `*[_type == "siteSettings" && _id == "siteSettings"][0]`

/** The site's own form's words come along only when it shows: no address, and a form chosen. */
const embedProjection = /* groq */ `_type == "embed" => {${sectionBaseProjection}, url, title, height, minHeight, containerHeight, allow, width, ownForm,
  "contactForm": select(!defined(url) && ownForm == "contact" => ${settings}.contactForm${contactFormProjection}),
  "newsletter": select(!defined(url) && ownForm == "newsletter" => ${settings}.newsletter${newsletterSignupProjection}),
  "supportEmail": select(!defined(url) && defined(ownForm) => ${settings}.supportEmail)}`

export const embedSection: Section = {schema: embed, projection: embedProjection, purpose: 'media', inTabs: true}

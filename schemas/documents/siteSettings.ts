import {CogIcon} from '@sanity/icons/Cog'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {altField} from '../objects/image'
import {validateFrameHost} from '../lib/frame-hosts'
import {validateHttps} from '../lib/validation'

type NavGroup = {heading?: string; pages?: Array<{href?: string}>}

/** Each page is in the menu once: a second listing would be a second place to keep right. */
export function validateListedOnce(groups: unknown): true | string {
  const seen = new Map<string, string>()
  for (const group of (groups ?? []) as NavGroup[]) {
    for (const page of group.pages ?? []) {
      if (!page.href) continue
      const first = seen.get(page.href)
      if (first !== undefined)
        return `${page.href} is listed twice (under "${first}" and "${group.heading ?? ''}"): list each page once`
      seen.set(page.href, group.heading ?? '')
    }
  }
  return true
}

const phoneField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (r) =>
      r
        .required()
        .regex(/^\+[0-9]{8,15}$/, {name: 'international number'})
        .error('Write the number as +15550100123'),
  })

/** What the layout shows on every page. One document, pinned at the top of the Studio. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    {name: 'brand', title: 'Brand', default: true},
    {name: 'sidebar', title: 'Sidebar'},
    {name: 'contact', title: 'Top bar and contact'},
    {name: 'footer', title: 'Footer'},
    {name: 'wording', title: 'Wording'},
    {name: 'forms', title: 'Forms'},
    {name: 'integrations', title: 'Chat and analytics'},
  ],
  fields: [
    defineField({
      name: 'siteName',
      title: 'Site name',
      type: 'string',
      group: 'brand',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'brand',
      validation: (r) => r.required().max(120),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'brand',
      description: 'Describes the agency in search results and structured data.',
      validation: (r) => r.required().max(300),
    }),
    defineField({
      name: 'shareImage',
      title: 'Default share image',
      type: 'image',
      group: 'brand',
      description: 'Used when a page has no share image of its own (1200×630).',
      fields: [defineField(altField)],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'sidebarGroups',
      title: 'Sidebar: pages, in groups',
      type: 'array',
      group: 'sidebar',
      description:
        'The menu: each group a heading a visitor understands and its pages, in the order shown. The first group opens the phone menu, under the search field: put there what a new visitor looks for first (the quiz, a call, contact). List each page once.',
      of: [
        defineArrayMember({
          name: 'navGroup',
          title: 'Group',
          type: 'object',
          fields: [
            defineField({
              name: 'heading',
              title: 'Heading',
              type: 'string',
              description: 'A few words, e.g. "AI agents and automation".',
              validation: (r) => r.required().max(40),
            }),
            defineField({
              name: 'pages',
              title: 'Pages',
              type: 'array',
              of: [defineArrayMember({type: 'link'})],
              validation: (r) => r.required().min(1),
            }),
          ],
          preview: {
            select: {title: 'heading', pages: 'pages'},
            prepare: ({title, pages}: {title?: string; pages?: unknown[]}) => ({
              title,
              subtitle: `${pages?.length ?? 0} pages`,
            }),
          },
        }),
      ],
      validation: (r) => r.required().min(1).custom(validateListedOnce),
    }),
    defineField({
      name: 'sidebarLinks',
      title: 'Sidebar: other sites',
      type: 'array',
      group: 'sidebar',
      description:
        'External sites (agent builder, news, deep research, super agent, social profiles, videos). They open in a new tab.',
      of: [defineArrayMember({type: 'link'})],
    }),
    {
      ...phoneField(
        'smsNumber',
        'Text message number',
        'The "Text INFO" link opens a message to this number with the body INFO.',
      ),
      group: 'contact',
    },
    {...phoneField('phoneNumber', 'Main phone number', 'The "Call Us 24/7" link calls this number.'), group: 'contact'},
    defineField({
      name: 'supportEmail',
      title: 'Support address',
      type: 'string',
      group: 'contact',
      validation: (r) => r.required().email(),
    }),
    defineField({
      name: 'phones',
      title: 'Phone numbers',
      type: 'array',
      group: 'contact',
      description: 'Listed in the footer and on the contact page, e.g. Canada and tech support lines.',
      of: [
        defineArrayMember({
          name: 'phone',
          type: 'object',
          fields: [
            defineField({name: 'label', title: 'Label', type: 'string', validation: (r) => r.required()}),
            defineField({
              name: 'number',
              title: 'Phone number',
              type: 'string',
              description: 'International format, e.g. +15550100123; the link dials it.',
              validation: (r) => r.required().regex(/^\+[0-9]{8,15}$/, {name: 'international number'}),
            }),
          ],
          preview: {select: {title: 'label', subtitle: 'number'}},
        }),
      ],
      validation: (r) => r.required().min(1),
    }),
    defineField({
      name: 'footerServices',
      title: 'Footer: services links',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({type: 'link'})],
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social profiles',
      type: 'array',
      group: 'footer',
      of: [
        defineArrayMember({
          name: 'social',
          type: 'object',
          fields: [
            defineField({
              name: 'network',
              title: 'Network',
              type: 'string',
              options: {list: ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok']},
              validation: (r) => r.required(),
            }),
            defineField({
              name: 'url',
              title: 'Address (URL)',
              type: 'url',
              validation: (r) =>
                r
                  .required()
                  .uri({scheme: ['https']})
                  .custom(validateHttps),
            }),
          ],
          preview: {select: {title: 'network', subtitle: 'url'}},
        }),
      ],
    }),
    defineField({
      name: 'newsletterUrl',
      title: 'Newsletter form address',
      type: 'url',
      group: 'footer',
      description:
        "A newsletter provider's sign-up form (https), shown in the footer in a frame. Leave empty for the site's own sign-up with double opt-in (its words under Forms); subscribers are then in the site's database.",
      validation: (r) => [r.uri({scheme: ['https']}).custom(validateHttps), r.custom(validateFrameHost).warning()],
    }),
    defineField({
      name: 'newsletterHeight',
      title: 'Newsletter form height',
      type: 'number',
      group: 'footer',
      description: "The provider's frame height in pixels.",
      initialValue: 650,
      validation: (r) => r.min(200).max(1200),
    }),
    defineField({
      name: 'wording',
      title: 'Repeated labels',
      type: 'wording',
      group: 'wording',
      description: 'Labels the site repeats on many pages: price cards, footer and sidebar headings.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'contactForm',
      title: 'Contact form',
      type: 'contactForm',
      group: 'forms',
      description:
        "The site's own contact form, shown by a contact embed section without a frame address (the contact page's). Messages are stored in the site's database and emailed to the agency at once.",
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'newsletter',
      title: 'Newsletter sign-up',
      type: 'newsletterSignup',
      group: 'forms',
      description:
        "The site's own newsletter sign-up, shown in the footer without a newsletter form address, and by a newsletter embed section without a frame address.",
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      group: 'footer',
      description: 'e.g. "© 2025 Helix AI. All rights reserved."',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'chatScriptUrl',
      title: 'Chat agent: provider script',
      type: 'url',
      group: 'integrations',
      description:
        "The chat provider's embed script (https). It loads only when a visitor presses the chat button. With a live project, also set CSP_CHAT_ORIGIN on the site to this address's origin and redeploy, or the browser blocks the script.",
      validation: (r) => r.uri({scheme: ['https']}).custom(validateHttps),
    }),
    defineField({
      name: 'chatAgentId',
      title: 'Chat agent: public agent id',
      type: 'string',
      group: 'integrations',
      description: 'The public identifier of the agent the chat starts with. Leave empty to show no chat button.',
      validation: (r) =>
        r.regex(/^[A-Za-z0-9_.:-]{1,100}$/, {name: 'agent id'}).error('Letters, digits, and . _ : - only (up to 100)'),
    }),
    defineField({
      name: 'gaMeasurementId',
      title: 'Google Analytics 4 measurement id',
      type: 'string',
      group: 'integrations',
      description:
        'e.g. G-ABC123DEF4 (Admin → Data streams). Analytics load only after a visitor accepts analytics cookies. Leave empty for no analytics and no cookie banner.',
      validation: (r) =>
        r.regex(/^G-[A-Z0-9]{4,16}$/, {name: 'measurement id'}).error('A GA4 measurement id looks like G-ABC123DEF4'),
    }),
  ],
  preview: {prepare: () => ({title: 'Site settings'})},
})

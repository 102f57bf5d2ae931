import {CogIcon} from '@sanity/icons/Cog'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {altField} from '../objects/image'
import {validateHttps} from '../lib/validation'

const phoneField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (r) => r.required().regex(/^\+[0-9]{8,15}$/, {name: 'international number'}).error('Write the number as +15550100123'),
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
  ],
  fields: [
    defineField({name: 'siteName', title: 'Site name', type: 'string', group: 'brand', validation: (r) => r.required().max(40)}),
    defineField({name: 'tagline', title: 'Tagline', type: 'string', group: 'brand', validation: (r) => r.required().max(120)}),
    defineField({name: 'description', title: 'Description', type: 'text', rows: 3, group: 'brand', description: 'Describes the agency in search results and structured data.', validation: (r) => r.required().max(300)}),
    defineField({name: 'shareImage', title: 'Default share image', type: 'image', group: 'brand', description: 'Used when a page has no share image of its own (1200×630).', fields: [defineField(altField)], validation: (r) => r.required()}),
    defineField({
      name: 'sidebarPages',
      title: 'Sidebar: pages',
      type: 'array',
      group: 'sidebar',
      description: 'Pages of this site, in the order shown.',
      of: [defineArrayMember({type: 'link'})],
      validation: (r) => r.required().min(1),
    }),
    defineField({
      name: 'sidebarLinks',
      title: 'Sidebar: other sites',
      type: 'array',
      group: 'sidebar',
      description: 'External sites (agent builder, news, deep research, super agent, social profiles, videos). They open in a new tab.',
      of: [defineArrayMember({type: 'link'})],
    }),
    {...phoneField('smsNumber', 'Text message number', 'The "Text INFO" link opens a message to this number with the body INFO.'), group: 'contact'},
    {...phoneField('phoneNumber', 'Main phone number', 'The "Call Us 24/7" link calls this number.'), group: 'contact'},
    defineField({name: 'supportEmail', title: 'Support address', type: 'string', group: 'contact', validation: (r) => r.required().email()}),
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
            defineField({name: 'number', title: 'Phone number', type: 'string', description: 'International format, e.g. +15550100123; the link dials it.', validation: (r) => r.required().regex(/^\+[0-9]{8,15}$/, {name: 'international number'})}),
          ],
          preview: {select: {title: 'label', subtitle: 'number'}},
        }),
      ],
      validation: (r) => r.required().min(1),
    }),
    defineField({name: 'footerServices', title: 'Footer: services links', type: 'array', group: 'footer', of: [defineArrayMember({type: 'link'})]}),
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
            defineField({name: 'network', title: 'Network', type: 'string', options: {list: ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok']}, validation: (r) => r.required()}),
            defineField({name: 'url', title: 'Address (URL)', type: 'url', validation: (r) => r.required().uri({scheme: ['https']})}),
          ],
          preview: {select: {title: 'network', subtitle: 'url'}},
        }),
      ],
    }),
    defineField({name: 'newsletterUrl', title: 'Newsletter form address', type: 'url', group: 'footer', validation: (r) => r.uri({scheme: ['https']}).custom(validateHttps)}),
    defineField({name: 'newsletterHeight', title: 'Newsletter form height', type: 'number', group: 'footer', initialValue: 650, validation: (r) => r.min(200).max(1200)}),
    defineField({name: 'copyright', title: 'Copyright line', type: 'string', group: 'footer', description: 'e.g. "© 2025 Helix AI. All rights reserved."', validation: (r) => r.required()}),
  ],
  preview: {prepare: () => ({title: 'Site settings'})},
})

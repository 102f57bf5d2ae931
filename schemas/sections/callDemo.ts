import {MicrophoneIcon} from '@sanity/icons/Microphone'
import {defineField, defineType} from '@sanity/types'
import {iconField} from '../lib/icons'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** A phone number as typed by an editor: a plus, the country code and the digits, e.g. +15550100188. */
export const PHONE_PATTERN = /^\+1\d{10}$|^\+(?!1)\d{7,15}$/

/**
 * The number as people read it: North American numbers as "+1 (555) 010-0188", others as given.
 * Used by the page and the Studio preview, so both show the same thing.
 */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return ''
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164)
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : e164
}

/** The `tel:` address of a number: digits and the leading plus only. */
export const telHref = (e164: string | null | undefined) => (e164 ? `tel:${e164.replace(/[^\d+]/g, '')}` : '')

/** A demo voice assistant visitors can phone: its name, what it does, the number and the call-rates note. */
const callDemo = defineType({
  name: 'callDemo',
  title: 'Call a demo assistant',
  type: 'object',
  icon: MicrophoneIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'assistantName',
      title: 'Assistant name',
      type: 'string',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'e.g. "Demo receptionist for a dental clinic".',
      validation: (r) => r.max(80),
    }),
    defineField({name: 'description', title: 'Description', type: 'text', rows: 3, validation: (r) => r.max(500)}),
    defineField({
      name: 'phone',
      title: 'Phone number',
      type: 'string',
      description: 'International format without spaces, e.g. +15550100188. Shown as +1 (555) 010-0188.',
      validation: (r) => r.required().regex(PHONE_PATTERN, {name: 'international number, e.g. +15550100188'}),
    }),
    defineField({
      name: 'callLabel',
      title: 'Button label',
      type: 'string',
      initialValue: 'Call Joy now',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'tryAsking',
      title: 'Things to try',
      type: 'array',
      of: [{type: 'string'}],
      description: 'Suggestions of what to say on the call.',
      validation: (r) => r.max(6),
    }),
    defineField({
      name: 'tryHeading',
      title: 'Heading: things to try',
      type: 'string',
      initialValue: 'Things to try',
      validation: (r) => r.required().max(40),
    }),
    defineField({...iconField, initialValue: 'phone'}),
    defineField({
      name: 'note',
      title: 'Small print',
      type: 'string',
      description: 'Small print, e.g. "Standard call rates may apply."',
      validation: (r) => r.max(160),
    }),
  ],
  preview: {
    select: {name: 'assistantName', phone: 'phone'},
    prepare: ({name, phone}) => ({title: `Call demo: ${name ?? ''}`, subtitle: formatPhone(phone)}),
  },
})

const callDemoProjection = /* groq */ `_type == "callDemo" => {${sectionBaseProjection}, assistantName, role, description, phone, callLabel, tryHeading, tryAsking, icon, note}`

export const callDemoSection: Section = {
  schema: callDemo,
  projection: callDemoProjection,
  purpose: 'forms',
  inTabs: true,
}

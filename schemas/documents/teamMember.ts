import {UserIcon} from '@sanity/icons/User'
import {defineField, defineType} from '@sanity/types'
import {altField, imageProjection} from '../objects/image'

/** A person on the team, shown on leadership cards (name, role, photo, short bio). */
export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({name: 'name', title: 'Name', type: 'string', validation: (r) => r.required().max(80)}),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'e.g. "Chief Executive Officer"',
      validation: (r) => r.required().max(100),
    }),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'image',
      options: {hotspot: true},
      fields: [defineField(altField)],
      validation: (r) => r.required(),
    }),
    defineField({name: 'bio', title: 'Short bio', type: 'text', rows: 3, validation: (r) => r.max(400)}),
  ],
  preview: {select: {title: 'name', subtitle: 'role', media: 'image'}},
})

export const teamMemberProjection = /* groq */ `{_id, name, role, bio, "image": image${imageProjection}}`

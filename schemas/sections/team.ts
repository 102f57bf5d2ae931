import {UsersIcon} from '@sanity/icons/Users'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {teamMemberProjection} from '../documents/teamMember'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** Leadership or team cards: photo, name, role and a short bio, chosen from the team member documents. */
const team = defineType({
  name: 'team',
  title: 'Team',
  type: 'object',
  icon: UsersIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'members',
      title: 'People',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'teamMember'}]})],
      validation: (r) => r.required().min(1).max(12).unique(),
    }),
  ],
  preview: {
    select: {title: 'heading', members: 'members'},
    prepare: ({title, members}) => ({title: `Team: ${title ?? ''}`, subtitle: `${members?.length ?? 0} people`}),
  },
})

const teamProjection = /* groq */ `_type == "team" => {${sectionBaseProjection}, "members": members[]->${teamMemberProjection}}`

export const teamSection: Section = {schema: team, projection: teamProjection, purpose: 'socialProof'}

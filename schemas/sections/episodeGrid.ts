import {MicrophoneIcon} from '@sanity/icons/Microphone'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {podcastEpisodeProjection} from '../documents/podcastEpisode'
import {ctaProjection} from '../objects/cta'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** A grid of podcast episode cards (cover, date, duration, title, description, listen link). */
const episodeGrid = defineType({
  name: 'episodeGrid',
  title: 'Podcast episodes',
  type: 'object',
  icon: MicrophoneIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'items',
      title: 'Episodes',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'podcastEpisode'}]})],
      validation: (r) => r.required().min(1).max(24).unique(),
    }),
    defineField({
      name: 'listenLabel',
      title: 'Card link text',
      description: 'The link on every episode card, e.g. "Listen now".',
      type: 'string',
      initialValue: 'Listen now',
      validation: (r) => r.required().max(30),
    }),
    defineField({
      name: 'durationLabel',
      title: 'Duration label',
      description: 'Read by screen readers before each episode\'s length, e.g. "Duration:".',
      type: 'string',
      initialValue: 'Duration:',
      validation: (r) => r.required().max(30),
    }),
    defineField({
      name: 'cta',
      title: 'Button under the grid',
      type: 'cta',
      description: 'Optional, e.g. "All episodes".',
    }),
  ],
  preview: {
    select: {title: 'heading', items: 'items'},
    prepare: ({title, items}) => ({title: `Episodes: ${title ?? ''}`, subtitle: `${items?.length ?? 0} episodes`}),
  },
})

const episodeGridProjection = /* groq */ `_type == "episodeGrid" => {${sectionBaseProjection}, listenLabel, durationLabel, "items": items[]->${podcastEpisodeProjection}, "cta": cta${ctaProjection}}`

export const episodeGridSection: Section = {schema: episodeGrid, projection: episodeGridProjection, purpose: 'media'}

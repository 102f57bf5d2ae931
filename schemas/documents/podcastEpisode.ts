import {MicrophoneIcon} from '@sanity/icons/Microphone'
import {defineField, defineType} from '@sanity/types'
import {altField, imageProjection} from '../objects/image'
import {validateHref} from '../lib/validation'

/** One podcast episode, shown as a card in an episode grid (sections/episodeGrid.ts). */
export const podcastEpisode = defineType({
  name: 'podcastEpisode',
  title: 'Podcast episode',
  type: 'document',
  icon: MicrophoneIcon,
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(100)}),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (r) => r.required().max(320),
    }),
    defineField({
      name: 'date',
      title: 'Date',
      type: 'string',
      description: 'As shown on the card, e.g. "March 4, 2025".',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'duration',
      title: 'Duration',
      type: 'string',
      description: 'As shown on the card, e.g. "42 min".',
      validation: (r) => r.required().max(20),
    }),
    defineField({
      name: 'image',
      title: 'Cover image',
      type: 'image',
      options: {hotspot: true},
      fields: [defineField(altField)],
    }),
    defineField({
      name: 'link',
      title: 'Listen link',
      type: 'string',
      description: 'Where the episode plays: an https:// address (opens in a new tab) or a page of this site.',
      validation: (r) => r.required().custom(validateHref),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'date', media: 'image'}},
})

export const podcastEpisodeProjection = /* groq */ `{_id, title, description, date, duration, link, "image": image${imageProjection}}`

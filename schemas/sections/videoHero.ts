import {PlayIcon} from '@sanity/icons/Play'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {validateHttpsOrPath} from '../lib/validation'
import {ctaProjection} from '../objects/cta'
import {altField, imageProjection} from '../objects/image'
import type {Section} from './section'

/** A hero over a muted looping video. The poster image paints first; the video starts only when motion is welcome. */
const videoHero = defineType({
  name: 'videoHero',
  title: 'Video hero',
  type: 'object',
  icon: PlayIcon,
  fields: [
    defineField({name: 'title', title: 'Title', type: 'string', validation: (r) => r.required().max(120)}),
    defineField({name: 'subtitle', title: 'Subtitle', type: 'text', rows: 3, validation: (r) => r.max(400)}),
    defineField({
      name: 'ctas',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({type: 'cta'})],
      validation: (r) => r.max(3),
    }),
    defineField({
      name: 'poster',
      title: 'Poster image',
      type: 'image',
      description: 'Shown at once, and instead of the video for visitors who prefer reduced motion.',
      fields: [defineField(altField)],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'picture',
      title: 'Picture for phones and tablets',
      type: 'image',
      description:
        "Under the buttons below 1024 px, where the video is only a dim background behind the words: a picture of what the business sells (16:9), so a phone's first screen shows it. Wide screens show the video beside the words instead.",
      fields: [defineField(altField)],
    }),
    defineField({
      name: 'videoUrl',
      title: 'Video address',
      type: 'string',
      description: 'An MP4 or WebM file (https:// or a path on this site). Muted, looped, no sound.',
      validation: (r) => r.custom(validateHttpsOrPath),
    }),
  ],
  preview: {
    select: {title: 'title', media: 'poster'},
    prepare: ({title, media}) => ({title: `Video hero: ${title}`, media}),
  },
})

const videoHeroProjection = /* groq */ `_type == "videoHero" => {_key, _type, title, subtitle, videoUrl, "ctas": ctas[]${ctaProjection}, "poster": poster${imageProjection}, "picture": picture${imageProjection}}`

export const videoHeroSection: Section = {schema: videoHero, projection: videoHeroProjection, purpose: 'heroes'}

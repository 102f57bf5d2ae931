import {ImagesIcon} from '@sanity/icons/Images'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {altField, imageProjection} from '../objects/image'
import {labelField, labelsFieldset, sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** Defaults of the carousel's timing: it advances every 5000 ms, and after each move ignores input for 500 ms so a slide finishes moving. */
export const CAROUSEL_INTERVAL_MS = 5000
export const CAROUSEL_TRANSITION_MS = 500

/**
 * A screenshot carousel (WAI-ARIA carousel pattern): slides of an image and a caption, previous/next
 * and dot buttons, automatic rotation that pauses on hover, on focus and for reduced motion.
 */
const carousel = defineType({
  name: 'carousel',
  title: 'Screenshot carousel',
  type: 'object',
  icon: ImagesIcon,
  fieldsets: [labelsFieldset],
  fields: [
    ...sectionFields({headingRequired: true}),
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      validation: (r) => r.required().min(2).max(20),
      of: [
        defineArrayMember({
          name: 'slide',
          type: 'object',
          fields: [
            defineField({
              name: 'image',
              title: 'Image',
              type: 'image',
              options: {hotspot: true},
              fields: [defineField({...altField, validation: (r) => r.required()})],
              validation: (r) => r.required(),
            }),
            defineField({name: 'caption', title: 'Caption', type: 'string', validation: (r) => r.required().max(140)}),
          ],
          preview: {select: {title: 'caption', media: 'image'}},
        }),
      ],
    }),
    defineField({
      name: 'interval',
      title: 'Auto-advance (ms)',
      type: 'number',
      description: `Time each slide stays before the next one. Default ${CAROUSEL_INTERVAL_MS}.`,
      initialValue: CAROUSEL_INTERVAL_MS,
      validation: (r) => r.integer().min(2000).max(60000),
    }),
    defineField({
      name: 'transition',
      title: 'Transition lock (ms)',
      type: 'number',
      description: `How long a move takes; clicks during it are ignored. Default ${CAROUSEL_TRANSITION_MS}.`,
      initialValue: CAROUSEL_TRANSITION_MS,
      validation: (r) => r.integer().min(0).max(2000),
    }),
    defineField({
      name: 'aboveFold',
      title: 'Near the top of the page',
      type: 'boolean',
      description: 'Load the first screenshot early because it is visible without scrolling.',
      initialValue: false,
    }),
    labelField('pauseLabel', 'Pause button', 'Stops the slides moving by themselves.', 'Pause slide show'),
    labelField('playLabel', 'Play button', 'Starts the slides moving again after a pause.', 'Play slide show'),
    labelField('previousLabel', 'Previous button', 'Read by screen readers on the left arrow.', 'Previous slide'),
    labelField('nextLabel', 'Next button', 'Read by screen readers on the right arrow.', 'Next slide'),
    labelField(
      'slideLabel',
      'Slide name',
      'Read by screen readers for each slide. Write {n} for its number and {total} for the number of slides, e.g. "{n} of {total}".',
      '{n} of {total}',
    ),
    labelField('dotsLabel', 'Dot buttons: group', 'Read by screen readers for the row of dots.', 'Choose a slide'),
    labelField(
      'dotLabel',
      'Dot button',
      'Read by screen readers on each dot. Write {n} for the slide\'s number, e.g. "Go to slide {n}".',
      'Go to slide {n}',
    ),
  ],
  preview: {
    select: {title: 'heading', slides: 'slides'},
    prepare: ({title, slides}) => ({title: `Carousel: ${title ?? ''}`, subtitle: `${slides?.length ?? 0} slides`}),
  },
})

const carouselProjection = /* groq */ `_type == "carousel" => {${sectionBaseProjection}, interval, transition, aboveFold, pauseLabel, playLabel, previousLabel, nextLabel, slideLabel, dotsLabel, dotLabel, "slides": slides[]{_key, caption, "image": image${imageProjection}}}`

export const carouselSection: Section = {schema: carousel, projection: carouselProjection, purpose: 'media'}

import {ClockIcon} from '@sanity/icons/Clock'
import {defineField, defineType} from '@sanity/types'
import {labelField, labelsFieldset, sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

const unit = (name: string, max: number, initialValue: number) =>
  defineField({
    name,
    title: `${name.charAt(0).toUpperCase()}${name.slice(1)} at the start`,
    type: 'number',
    initialValue,
    description: `Where the countdown starts on each visit (0 to ${max}).`,
    validation: (r) => r.required().integer().min(0).max(max),
  })

/**
 * A days / hours / minutes / seconds countdown for a limited-time offer. Each visit starts at the
 * values below and counts down to zero, where it stops.
 */
const countdown = defineType({
  name: 'countdown',
  title: 'Countdown',
  type: 'object',
  icon: ClockIcon,
  fieldsets: [labelsFieldset],
  fields: [
    ...sectionFields(),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What the timer counts down to, read by screen readers, e.g. "Time left to claim the offer".',
      validation: (r) => r.required().max(80),
    }),
    unit('days', 99, 3),
    unit('hours', 23, 23),
    unit('minutes', 59, 59),
    unit('seconds', 59, 59),
    defineField({
      name: 'endedText',
      title: 'Text when the countdown ends',
      type: 'string',
      description: 'Shown when the countdown reaches zero.',
      validation: (r) => r.max(120),
    }),
    labelField('daysLabel', 'Days', 'Under the number of days.', 'Days'),
    labelField('hoursLabel', 'Hours', 'Under the number of hours.', 'Hours'),
    labelField('minutesLabel', 'Minutes', 'Under the number of minutes.', 'Minutes'),
    labelField('secondsLabel', 'Seconds', 'Under the number of seconds.', 'Seconds'),
  ],
  preview: {
    select: {title: 'heading', d: 'days', h: 'hours', m: 'minutes', s: 'seconds'},
    prepare: ({title, d, h, m, s}) => ({
      title: `Countdown: ${title ?? ''}`,
      subtitle: `starts at ${d ?? 0} days ${[h, m, s].map((v) => String(v ?? 0).padStart(2, '0')).join(':')}`,
    }),
  },
})

const countdownProjection = /* groq */ `_type == "countdown" => {${sectionBaseProjection}, label, days, hours, minutes, seconds, endedText, daysLabel, hoursLabel, minutesLabel, secondsLabel}`

export const countdownSection: Section = {schema: countdown, projection: countdownProjection, purpose: 'pricing'}

import {Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'
import {CountdownClient} from './islands.client'
import {toSeconds} from './countdownTime'

/** A limited-time offer's countdown: days, hours, minutes and seconds from the content's start value. */
export function Countdown({section}: {section: SectionOf<'countdown'>}) {
  const start = toSeconds({
    days: clean(section.days),
    hours: clean(section.hours),
    minutes: clean(section.minutes),
    seconds: clean(section.seconds),
  })
  return (
    <Section frame={section} width="max-w-3xl">
      <CountdownClient
        start={start}
        label={section.label}
        endedText={section.endedText}
        unitLabels={{
          days: section.daysLabel,
          hours: section.hoursLabel,
          minutes: section.minutesLabel,
          seconds: section.secondsLabel,
        }}
      />
    </Section>
  )
}

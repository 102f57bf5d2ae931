import {SplitHorizontalIcon} from '@sanity/icons/SplitHorizontal'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {addOnsProjection} from './addOns'
import {callDemoProjection} from './callDemo'
import {callToActionProjection} from './callToAction'
import {cardGridProjection} from './cardGrid'
import {checklistProjection} from './checklist'
import {sectionBaseProjection, sectionFields} from './common'
import {embedProjection} from './embed'
import {faqProjection} from './faq'
import {offerBoxProjection} from './offerBox'
import {packagesProjection} from './packages'
import {richTextProjection} from './richText'
import {stepsProjection} from './steps'
import {statsProjection} from './stats'
import {testimonialsProjection} from './testimonials'

/**
 * The section types a tab may hold. Listed by name (not imported from sections/index.ts, which lists
 * this file: that would be an import cycle). Tabs do not nest inside tabs, and heroes stay at the top.
 */
export const TAB_SECTION_TYPES = [
  'cardGrid', 'steps', 'stats', 'packages', 'addOns', 'testimonials', 'checklist', 'embed',
  'richText', 'callToAction', 'offerBox', 'faq', 'callDemo',
] as const

/**
 * Tabs (WAI-ARIA tabs pattern): each tab has a label and its own sections. The first tab is selected
 * when the page loads; the other panels are rendered too, hidden, so their content is in the page.
 */
export const tabs = defineType({
  name: 'tabs',
  title: 'Tabs',
  type: 'object',
  icon: SplitHorizontalIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'label',
      title: 'Name of the tab list',
      type: 'string',
      description: 'Read by screen readers when the section has no heading, e.g. "Voice agent information and demo".',
      validation: (r) => r.max(80),
    }),
    defineField({
      name: 'tabs',
      title: 'Tabs',
      type: 'array',
      validation: (r) => r.required().min(2).max(6),
      of: [
        defineArrayMember({
          name: 'tab',
          type: 'object',
          fields: [
            defineField({name: 'label', title: 'Label', type: 'string', validation: (r) => r.required().max(40)}),
            defineField({
              name: 'sections',
              title: 'Sections',
              type: 'array',
              of: TAB_SECTION_TYPES.map((type) => ({type})),
              validation: (r) => r.required().min(1),
            }),
          ],
          preview: {select: {title: 'label', sections: 'sections'}, prepare: ({title, sections}) => ({title, subtitle: `${sections?.length ?? 0} sections`})},
        }),
      ],
    }),
  ],
  preview: {
    select: {tabs: 'tabs', heading: 'heading'},
    prepare: ({tabs, heading}) => ({title: `Tabs: ${heading ?? (tabs ?? []).map((t: {label?: string}) => t.label).join(' · ')}`}),
  },
})

const nestedProjections = /* groq */ `
  _type == "cardGrid" => ${cardGridProjection},
  _type == "steps" => ${stepsProjection},
  _type == "stats" => ${statsProjection},
  _type == "packages" => ${packagesProjection},
  _type == "addOns" => ${addOnsProjection},
  _type == "testimonials" => ${testimonialsProjection},
  _type == "checklist" => ${checklistProjection},
  _type == "embed" => ${embedProjection},
  _type == "richText" => ${richTextProjection},
  _type == "callToAction" => ${callToActionProjection},
  _type == "offerBox" => ${offerBoxProjection},
  _type == "faq" => ${faqProjection},
  _type == "callDemo" => ${callDemoProjection},
`

export const tabsProjection = /* groq */ `{${sectionBaseProjection}, label, "tabs": tabs[]{_key, label, "sections": sections[]{${nestedProjections}}}}`

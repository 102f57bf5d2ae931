import {SplitHorizontalIcon} from '@sanity/icons/SplitHorizontal'
import {defineArrayMember, defineField, defineType} from '@sanity/types'
import {sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/**
 * Tabs (WAI-ARIA tabs pattern): each tab has a label and its own sections. The first tab is selected
 * when the page loads; the other panels are rendered too, hidden, so their content is in the page.
 * Which section types a tab may hold is marked in their entries (`inTabs`); the section list
 * (sections/index.ts) passes their names here. Tabs do not nest inside tabs.
 */
const tabs = (tabSectionTypes: readonly string[]) =>
  defineType({
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
                of: tabSectionTypes.map((type) => ({type})),
                validation: (r) => r.required().min(1),
              }),
            ],
            preview: {
              select: {title: 'label', sections: 'sections'},
              prepare: ({title, sections}) => ({title, subtitle: `${sections?.length ?? 0} sections`}),
            },
          }),
        ],
      }),
    ],
    preview: {
      select: {tabs: 'tabs', heading: 'heading'},
      prepare: ({tabs, heading}) => ({
        title: `Tabs: ${heading ?? (tabs ?? []).map((t: {label?: string}) => t.label).join(' · ')}`,
      }),
    },
  })

/** The tabs' projection; `nested` is the projections of the section types a tab may hold. */
const tabsProjection = (nested: string) =>
  /* groq */ `_type == "tabs" => {${sectionBaseProjection}, label, "tabs": tabs[]{_key, label, "sections": sections[]{${nested}}}}`

export const tabsSection: Section = {schema: tabs, projection: tabsProjection, purpose: 'text'}

import type {Template} from 'sanity'
import {ADD_ON_KINDS} from '@agency/schemas/documents/addOn'
import {PACKAGE_KINDS} from '@agency/schemas/documents/servicePackage'

/**
 * "New marketing package", "New voice agent package" and so on: each creates a package (or add-on)
 * with its kind already set, so it appears in its list at once. The per-kind lists in structure.ts
 * offer only their own template.
 */
export const packageTemplateId = (kind: string) => `servicePackage-${kind}`
export const addOnTemplateId = (kind: string) => `addOn-${kind}`

export const kindTemplates: Template[] = [
  ...PACKAGE_KINDS.map(({value, title}) => ({
    id: packageTemplateId(value),
    title: `New ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    schemaType: 'servicePackage',
    value: {kind: value},
  })),
  ...ADD_ON_KINDS.map(({value, title}) => ({
    id: addOnTemplateId(value),
    title: `New ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    schemaType: 'addOn',
    value: {kind: value},
  })),
]

/**
 * The sales area's schema types. Add document and object types to the first two lists, section types
 * to salesSections and their projections to salesSectionProjections (same form as groups/core.ts:
 * one `_type == "name" => ${nameProjection},` line each, every line ending with a comma).
 */
import type {SchemaTypeDefinition} from '@sanity/types'
import {callDemo, callDemoProjection} from '../sections/callDemo'
import {report, reportProjection} from '../sections/report'
import {tabs, tabsProjection} from '../sections/tabs'
import {uploadForm, uploadFormProjection} from '../sections/uploadForm'

export const salesDocuments: SchemaTypeDefinition[] = []
export const salesObjects: SchemaTypeDefinition[] = []
export const salesSections: SchemaTypeDefinition[] = [tabs, callDemo, uploadForm, report]
export const salesSectionProjections = /* groq */ `
  _type == "tabs" => ${tabsProjection},
  _type == "callDemo" => ${callDemoProjection},
  _type == "uploadForm" => ${uploadFormProjection},
  _type == "report" => ${reportProjection},
`

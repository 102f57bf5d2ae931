import {CallDemo} from '../CallDemo'
import {Report} from '../Report'
import {Tabs} from '../Tabs'
import {UploadForm} from '../UploadForm'
import type {SectionComponents} from './types'

/** The sales area's section components, by _type (see groups/core.tsx for the form). */
export const salesComponents: SectionComponents = {
  tabs: Tabs,
  callDemo: CallDemo,
  uploadForm: UploadForm,
  report: Report,
}

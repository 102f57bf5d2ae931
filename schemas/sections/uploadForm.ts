import {UploadIcon} from '@sanity/icons/Upload'
import {defineField, defineType} from '@sanity/types'
import {validateHref} from '../lib/validation'
import {sectionBaseProjection, sectionFields} from './common'

/** The file types a presentation upload takes by default: slide decks and PDFs. */
export const PRESENTATION_ACCEPT = '.ppt,.pptx,.key,.odp,.pdf'

/**
 * A file-upload form handled by the hosting platform's form service (no backend of ours): a plain
 * POST with one required file field and the hidden `form-name` field naming the form.
 */
export const uploadForm = defineType({
  name: 'uploadForm',
  title: 'Upload form',
  type: 'object',
  icon: UploadIcon,
  fields: [
    ...sectionFields(),
    defineField({
      name: 'formName',
      title: 'Form name',
      type: 'string',
      description: 'The name submissions are filed under at the hosting platform, e.g. "presentation-upload".',
      validation: (r) => r.required().regex(/^[a-z0-9-]+$/, {name: 'lowercase-with-dashes'}),
    }),
    defineField({
      name: 'action',
      title: 'Page after sending',
      type: 'string',
      description: 'Where the form posts to and the visitor lands afterwards, e.g. /presentation-service.',
      validation: (r) => r.required().custom(validateHref),
    }),
    defineField({name: 'fileLabel', title: 'File field label', type: 'string', validation: (r) => r.required().max(80)}),
    defineField({
      name: 'accept',
      title: 'Accepted file types',
      type: 'string',
      initialValue: PRESENTATION_ACCEPT,
      description: 'Comma-separated extensions, e.g. .ppt,.pptx,.key,.odp,.pdf',
      validation: (r) => r.required().regex(/^\.[a-z0-9]+(,\.[a-z0-9]+)*$/, {name: 'extensions like .pdf,.pptx'}),
    }),
    defineField({name: 'help', title: 'Help text', type: 'string', description: 'Shown under the file field.', validation: (r) => r.max(200)}),
    defineField({name: 'submitLabel', title: 'Button label', type: 'string', initialValue: 'Upload', validation: (r) => r.required().max(40)}),
    defineField({name: 'note', title: 'Small print', type: 'string', description: 'Small print under the button.', validation: (r) => r.max(200)}),
  ],
  preview: {select: {title: 'heading', name: 'formName'}, prepare: ({title, name}) => ({title: `Upload form: ${title ?? ''}`, subtitle: name})},
})

export const uploadFormProjection = /* groq */ `{${sectionBaseProjection}, formName, action, fileLabel, accept, help, submitLabel, note}`

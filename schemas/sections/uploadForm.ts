import {UploadIcon} from '@sanity/icons/Upload'
import {defineField, defineType} from '@sanity/types'
import {labelField, labelsFieldset, sectionBaseProjection, sectionFields} from './common'
import type {Section} from './section'

/** The file types a presentation upload takes by default: slide decks and PDFs. */
export const PRESENTATION_ACCEPT = '.ppt,.pptx,.key,.odp,.pdf'

/** The largest limit editors may set: the storage bucket refuses anything bigger (see the migration). */
export const UPLOAD_MAX_SIZE_MB = 50

/**
 * A file-upload form: the visitor's file goes straight to the site's private Supabase Storage bucket
 * (the site signs the upload, then checks the stored file), with the visitor's email so the agency can
 * reply. The hidden `form-name` field names the form; the size limit and accepted types are set here.
 */
const uploadForm = defineType({
  name: 'uploadForm',
  title: 'Upload form',
  type: 'object',
  icon: UploadIcon,
  fieldsets: [{...labelsFieldset, title: 'Progress and messages'}],
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
      name: 'fileLabel',
      title: 'File field label',
      type: 'string',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'emailLabel',
      title: 'Email field label',
      type: 'string',
      initialValue: 'Your email',
      validation: (r) => r.required().max(80),
    }),
    defineField({
      name: 'maxSizeMb',
      title: 'Largest file (MB)',
      type: 'number',
      initialValue: 25,
      description: `Files above this size are refused before they are sent. At most ${UPLOAD_MAX_SIZE_MB}; 25 when empty.`,
      validation: (r) => r.min(1).max(UPLOAD_MAX_SIZE_MB),
    }),
    defineField({
      name: 'accept',
      title: 'Accepted file types',
      type: 'string',
      initialValue: PRESENTATION_ACCEPT,
      description: 'Comma-separated extensions, from .ppt,.pptx,.key,.odp,.pdf (the only types the site takes).',
      validation: (r) =>
        r
          .required()
          .regex(/^\.[a-z0-9]+(,\.[a-z0-9]+)*$/, {name: 'extensions like .pdf,.pptx'})
          .custom((value) => {
            const other = (value ?? '').split(',').filter((ext) => ext && !PRESENTATION_ACCEPT.split(',').includes(ext))
            return other.length ? `The site takes only ${PRESENTATION_ACCEPT}; remove ${other.join(', ')}` : true
          }),
    }),
    defineField({
      name: 'help',
      title: 'Help text',
      type: 'string',
      description: 'Shown under the file field.',
      validation: (r) => r.max(200),
    }),
    defineField({
      name: 'submitLabel',
      title: 'Button label',
      type: 'string',
      initialValue: 'Upload',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'note',
      title: 'Small print',
      type: 'string',
      description: 'Small print under the button.',
      validation: (r) => r.max(200),
    }),
    labelField(
      'sizeLimit',
      'File size note',
      'After the help text. Write {size} for the largest size in MB, e.g. "Up to {size} MB.".',
      'Up to {size} MB.',
    ),
    labelField('chooseFile', 'Message: no file', 'When the form is sent without a file.', 'Choose a file to upload.'),
    labelField(
      'progressName',
      'Progress bar name',
      'Read by screen readers for the progress bar, e.g. "Upload progress".',
      'Upload progress',
    ),
    labelField('preparing', 'Progress: preparing', 'While the site prepares the upload.', 'Preparing the upload…'),
    labelField(
      'uploading',
      'Progress: uploading',
      'While the file is sent. Write {percent} for the share sent, e.g. "Uploading: {percent}%".',
      'Uploading: {percent}%',
    ),
    labelField('checking', 'Progress: checking', 'While the site checks the received file.', 'Checking the file…'),
    labelField(
      'offline',
      'Message: no connection',
      'When the site cannot be reached; the file and email stay in the form.',
      'We could not reach the server. Check your connection and try again; your file and email are still here.',
    ),
    labelField(
      'switchedOff',
      'Message: uploads off',
      'When uploads are not set up on the site.',
      'Uploads are switched off on this site right now. Please try again later or contact us directly.',
    ),
    labelField(
      'uploadFailed',
      'Message: failed',
      'When the site refuses the upload without saying why.',
      'The upload failed. Please try again.',
    ),
    labelField(
      'storageRefused',
      'Message: storage refused',
      'When the storage service refuses the file.',
      'The storage service refused the file. Please try again in a minute.',
    ),
    labelField(
      'tooMany',
      'Message: too many uploads',
      'When the site takes no more uploads for now (5 an hour from one email address, 30 an hour in all); the file and email stay in the form.',
      'We have received a lot of uploads this hour. Please try again later; your file and email are still here.',
    ),
    labelField(
      'received',
      'Sent: heading',
      "After a successful upload. Write {name} for the file's name.",
      'Thank you: we received “{name}”.',
    ),
    labelField(
      'reply',
      'Sent: next step',
      "Under the heading. Write {email} for the visitor's email address.",
      'We will reply to {email} with a quote and a delivery date.',
    ),
    labelField('sendAnother', 'Sent: another file button', 'Shows the empty form again.', 'Send another file'),
  ],
  preview: {
    select: {title: 'heading', name: 'formName'},
    prepare: ({title, name}) => ({title: `Upload form: ${title ?? ''}`, subtitle: name}),
  },
})

const uploadFormProjection = /* groq */ `_type == "uploadForm" => {${sectionBaseProjection}, formName, fileLabel, emailLabel, "maxSizeMb": coalesce(maxSizeMb, 25), accept, help, submitLabel, note, sizeLimit, chooseFile, progressName, preparing, uploading, checking, offline, switchedOff, uploadFailed, storageRefused, received, reply, sendAnother}`

export const uploadFormSection: Section = {schema: uploadForm, projection: uploadFormProjection, purpose: 'forms'}

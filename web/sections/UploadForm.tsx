import {isDark, Section} from '../components/Section'
import {clean} from '../lib/href'
import type {SectionOf} from '../lib/types'
import {DEFAULT_MAX_SIZE_MB} from '../presentation/files'
import {UploadFormClient} from './islands.client'

/**
 * The presentation upload: the form (file field, email, hidden `form-name`) is rendered here; its
 * island sends the file straight to storage with a progress bar (see presentation/handlers.ts).
 */
export function UploadForm({section}: {section: SectionOf<'uploadForm'>}) {
  const name = clean(section.formName)
  return (
    <Section frame={section} width="max-w-2xl">
      <UploadFormClient
        formName={name}
        dark={isDark(section.tone)}
        accept={clean(section.accept)}
        maxSizeMb={clean(section.maxSizeMb) || DEFAULT_MAX_SIZE_MB}
        labels={{
          file: section.fileLabel,
          email: section.emailLabel,
          submit: section.submitLabel,
          help: section.help,
          note: section.note,
        }}
        messages={{
          sizeLimit: section.sizeLimit,
          chooseFile: section.chooseFile,
          progressName: section.progressName,
          preparing: section.preparing,
          uploading: section.uploading,
          checking: section.checking,
          offline: section.offline,
          switchedOff: section.switchedOff,
          uploadFailed: section.uploadFailed,
          storageRefused: section.storageRefused,
          received: section.received,
          reply: section.reply,
          sendAnother: section.sendAnother,
        }}
      />
    </Section>
  )
}

import type { DocumentForEditing } from '~/api/contract/document-editing-endpoints'
import { localeAutonyms } from '~/i18n/language-switch'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { changeStaff } from '../../staff-calls'
import { documentNameOf } from '../document-name'
import { uploadDocument } from '../upload-document'
import { PdfLanguageCell } from './pdf-language-cell'

interface DocumentFileCellProps {
  document: DocumentForEditing
  locale: Locale
  onChanged: (document: DocumentForEditing, message: string) => void
}

/** One language's PDF of a document: its own file, or what its readers get instead (the Korean file, the shipped one). */
export function DocumentFileCell({ document, locale, onChanged }: DocumentFileCellProps) {
  const language = document.languages.find((item) => item.locale === locale)
  if (!language) return null
  const { file, current } = language
  const labels = { document: documentNameOf(document, getLocale()), language: localeAutonyms[locale] }

  return (
    <PdfLanguageCell
      testId={`document-cell-${document.type}-${locale}`}
      inputId={`document-${document.type}-${locale}`}
      inputLabel={m.admin_documents_file_label(labels)}
      file={file}
      fallback={
        !current.shipped ? (
          m.admin_documents_uses_korean()
        ) : locale === 'ko-KR' ? (
          <a href={current.url} download={current.fileName}>
            {m.admin_documents_shipped()}
          </a>
        ) : (
          m.admin_documents_uses_shipped()
        )
      }
      removeConfirm={m.admin_documents_remove_confirm(labels)}
      upload={async (chosen) => {
        const outcome = await uploadDocument(document.type, locale, chosen)
        if (!outcome.ok) return outcome.message
        onChanged(outcome.data, m.admin_documents_uploaded({ language: labels.language }))
      }}
      remove={async () => {
        const outcome = await changeStaff('documentRemove', { params: { type: document.type, locale } })
        if (!outcome.ok) return outcome.message
        onChanged(outcome.data, m.admin_documents_removed({ language: labels.language }))
      }}
    />
  )
}

import type { MaterialSpecSheets } from '~/api/contract/spec-sheet-endpoints'
import { localeAutonyms } from '~/i18n/language-switch'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { changeStaff } from '../../staff-calls'
import { uploadSpecSheet } from '../upload-document'
import { PdfLanguageCell } from './pdf-language-cell'

interface SpecSheetCellProps {
  material: MaterialSpecSheets
  /** The material's name in the console's language. */
  name: string
  locale: Locale
  onChanged: (material: MaterialSpecSheets, message: string) => void
}

/** One language's specification sheet of a raw material: its own upload, or what its readers get instead. */
export function SpecSheetCell({ material, name, locale, onChanged }: SpecSheetCellProps) {
  const language = material.languages.find((item) => item.locale === locale)
  if (!language) return null
  const { file, current } = language
  const labels = { document: name, language: localeAutonyms[locale] }

  return (
    <PdfLanguageCell
      testId={`spec-sheet-cell-${material.productId}-${locale}`}
      inputId={`spec-sheet-${material.productId}-${locale}`}
      inputLabel={m.admin_documents_file_label(labels)}
      file={file}
      fallback={
        !current ? (
          m.admin_spec_sheets_none()
        ) : current.locale === locale ? (
          <a href={current.url} download={current.fileName}>
            {m.admin_documents_shipped()}
          </a>
        ) : (
          m.admin_spec_sheets_uses({ language: localeAutonyms[current.locale] })
        )
      }
      removeConfirm={m.admin_spec_sheets_remove_confirm(labels)}
      upload={async (chosen) => {
        const outcome = await uploadSpecSheet(material.productId, locale, chosen)
        if (!outcome.ok) return outcome.message
        onChanged(outcome.data, m.admin_documents_uploaded({ language: labels.language }))
      }}
      remove={async () => {
        const outcome = await changeStaff('specSheetRemove', { params: { productId: material.productId, locale } })
        if (!outcome.ok) return outcome.message
        onChanged(outcome.data, m.admin_documents_removed({ language: labels.language }))
      }}
    />
  )
}

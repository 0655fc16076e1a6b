import { styled } from '@linaria/react'
import { type ChangeEvent, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import type { DocumentForEditing } from '~/api/contract/document-editing-endpoints'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { formatFileSize } from '~/i18n/format'
import { localeAutonyms } from '~/i18n/language-switch'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../../console-format'
import { documentNameOf } from '../document-name'
import { uploadDocument } from '../upload-document'

const functions = () => import('../documents.functions')

interface DocumentFileCellProps {
  document: DocumentForEditing
  locale: Locale
  onChanged: (document: DocumentForEditing, message: string) => void
}

/**
 * One language's PDF of a document: its own file (a download, its size and date, replace and remove), or what its
 * readers get instead (the Korean file, the shipped one) and an upload. While a change runs the cell says so; a
 * refusal shows in the cell, in the console's language.
 */
export function DocumentFileCell({ document, locale, onChanged }: DocumentFileCellProps) {
  const [pending, setPending] = useState<'upload' | 'remove'>()
  const [refusal, setRefusal] = useState('')
  const language = document.languages.find((item) => item.locale === locale)
  if (!language) return null
  const consoleLocale = getLocale()
  const { file, current } = language
  const labels = { document: documentNameOf(document, consoleLocale), language: localeAutonyms[locale] }
  const inputId = `document-${document.type}-${locale}`

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (!chosen) return
    setPending('upload')
    setRefusal('')
    const outcome = await uploadDocument(document.type, locale, chosen)
    setPending(undefined)
    if (outcome.ok) onChanged(outcome.document, m.admin_documents_uploaded({ language: labels.language }))
    else setRefusal(outcome.message)
  }

  async function remove() {
    if (!window.confirm(m.admin_documents_remove_confirm(labels))) return
    setPending('remove')
    setRefusal('')
    let outcome: ActionOutcome<DocumentForEditing>
    try {
      outcome = await (await functions()).removeDocumentFile({ data: { type: document.type, locale } })
    } catch {
      outcome = { ok: false, status: 0, code: 'NETWORK', message: m.auth_error_network() }
    }
    setPending(undefined)
    if (outcome.ok) onChanged(outcome.data, m.admin_documents_removed({ language: labels.language }))
    else setRefusal(outcome.message)
  }

  return (
    <Cell aria-busy={pending ? true : undefined} data-testid={`document-cell-${document.type}-${locale}`}>
      {file ? (
        <>
          <a href={file.url} download={file.fileName}>
            {file.fileName}
          </a>
          <span className="meta">
            {m.admin_documents_file_meta({
              size: formatFileSize(file.bytes, consoleLocale),
              when: formatTimestamp(file.updatedAt, consoleLocale),
            })}
          </span>
        </>
      ) : current.shipped ? (
        <span className="meta">
          {locale === 'ko-KR' ? (
            <a href={current.url} download={current.fileName}>
              {m.admin_documents_shipped()}
            </a>
          ) : (
            m.admin_documents_uses_shipped()
          )}
        </span>
      ) : (
        <span className="meta">{m.admin_documents_uses_korean()}</span>
      )}
      {pending ? (
        <span className="meta">{pending === 'upload' ? m.admin_documents_uploading() : m.admin_documents_removing()}</span>
      ) : (
        <span className="actions">
          <label className="upload" htmlFor={inputId}>
            {file ? m.admin_documents_replace() : m.admin_documents_upload()}
            <input
              id={inputId}
              type="file"
              accept="application/pdf,.pdf"
              className="visually-hidden"
              aria-label={m.admin_documents_file_label(labels)}
              onChange={(event) => void upload(event)}
            />
          </label>
          {file ? (
            <Button type="button" data-variant="secondary" onClick={() => void remove()}>
              {m.admin_documents_remove()}
            </Button>
          ) : null}
        </span>
      )}
      {refusal ? (
        <p className="refusal" role="alert">
          {refusal}
        </p>
      ) : null}
    </Cell>
  )
}

const Cell = styled.div`
  display: grid;
  gap: 6px;
  justify-items: start;
  min-width: 150px;
  a {
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${colors.textMuted};
    font-size: 13px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .upload {
    border: 1px solid ${colors.border};
    border-radius: 6px;
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
    padding: 6px 10px;
  }
  .upload:focus-within {
    outline: 2px solid ${colors.primary};
    outline-offset: 2px;
  }
  .refusal {
    color: ${colors.error};
    font-size: 13px;
    margin: 0;
  }
`

import { styled } from '@linaria/react'
import { type ChangeEvent, type ReactNode, useState } from 'react'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { formatFileSize } from '~/i18n/file-size-format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../../kit/console-format'

/** A change's refusal in the console's language, or nothing when it went through. */
export type CellRefusal = string | undefined

interface PdfLanguageCellProps {
  testId: string
  inputId: string
  /** The file input's name for assistive technology. */
  inputLabel: string
  /** The language's own file, or null when it falls back. */
  file: { url: string; fileName: string; bytes: number; updatedAt: string } | null
  /** What its readers get instead when it has no file of its own. */
  fallback: ReactNode
  removeConfirm: string
  upload: (file: File) => Promise<CellRefusal>
  remove: () => Promise<CellRefusal>
}

/**
 * One language's PDF of a document or a material's specification sheet: its own file (a download, its size and date,
 * replace and remove), or what its readers get instead and an upload. While a change runs the cell says so; a refusal
 * shows in the cell, in the console's language.
 */
export function PdfLanguageCell({
  testId,
  inputId,
  inputLabel,
  file,
  fallback,
  removeConfirm,
  upload,
  remove,
}: PdfLanguageCellProps) {
  const [pending, setPending] = useState<'upload' | 'remove'>()
  const [refusal, setRefusal] = useState('')
  const consoleLocale = getLocale()

  async function run(kind: 'upload' | 'remove', change: () => Promise<CellRefusal>) {
    setPending(kind)
    setRefusal('')
    let refused: CellRefusal
    try {
      refused = await change()
    } catch {
      refused = m.auth_error_network()
    }
    setPending(undefined)
    setRefusal(refused ?? '')
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0]
    event.target.value = ''
    if (picked) void run('upload', () => upload(picked))
  }

  return (
    <Cell aria-busy={pending ? true : undefined} data-testid={testId}>
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
      ) : (
        <span className="meta">{fallback}</span>
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
              aria-label={inputLabel}
              onChange={chosen}
            />
          </label>
          {file ? (
            <Button
              type="button"
              data-variant="secondary"
              onClick={() => {
                if (window.confirm(removeConfirm)) void run('remove', remove)
              }}
            >
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

import { styled } from '@linaria/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { DocumentForEditing } from '~/api/contract/document-editing-endpoints'
import type { DocumentType } from '~/api/contract/documents'
import { colors } from '~/components/styles/theme'
import { Button } from '~/components/ui/button'
import { localeAutonyms } from '~/i18n/language-switch'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { Panel } from '../../kit/console.styles'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import type { SectionProps } from '../../section-props'
import { documentNameOf } from '../document-name'
import { documentsEditingQuery } from '../documents-queries'
import { DocumentFileCell } from './document-file-cell'
import { DocumentNamesForm } from './document-names-form'
import { SpecSheetsPanel } from './spec-sheets-panel'

/**
 * /admin/documents: each document type × each language's PDF (upload, replace, remove), and the document's names; then
 * each raw material's specification sheets, likewise.
 */
export default function DocumentsPage(_props: SectionProps<'documents'>) {
  const documents = useQuery(documentsEditingQuery())
  const queryClient = useQueryClient()
  const [renaming, setRenaming] = useState<DocumentType>()
  const [notice, setNotice] = useState('')
  if (documents.isPending) return <ConsoleLoading />
  if (documents.isError) return <ConsoleError onRetry={() => void documents.refetch()} />

  /** An answer of the API holds the document as it is now: shown at once, then the list read again. */
  function changed(document: DocumentForEditing, message: string) {
    queryClient.setQueryData(documentsEditingQuery().queryKey, (list) =>
      list?.map((item) => (item.type === document.type ? document : item)),
    )
    void queryClient.invalidateQueries({ queryKey: documentsEditingQuery().queryKey })
    setNotice(message)
  }

  const columns: ConsoleColumn<DocumentForEditing>[] = [
    {
      id: 'document',
      header: () => m.admin_documents_column_document(),
      cell: (document) => (
        <NameCell>
          <strong>{documentNameOf(document, getLocale())}</strong>
          <code>{document.type}</code>
          {document.missingLocales.length > 0 ? (
            <span className="hint">
              {m.admin_documents_names_missing({
                languages: document.missingLocales.map((locale) => localeAutonyms[locale]).join(', '),
              })}
            </span>
          ) : null}
          <Button
            type="button"
            data-variant="secondary"
            aria-expanded={renaming === document.type}
            aria-controls="document-names"
            onClick={() => setRenaming(renaming === document.type ? undefined : document.type)}
          >
            {m.admin_documents_edit_names()}
          </Button>
        </NameCell>
      ),
    },
    ...locales.map(
      (locale): ConsoleColumn<DocumentForEditing> => ({
        id: locale,
        header: () => localeAutonyms[locale],
        cell: (document) => (
          <DocumentFileCell key={`${document.type}-${locale}`} document={document} locale={locale} onChanged={changed} />
        ),
      }),
    ),
  ]
  const editing = documents.data.find((document) => document.type === renaming)

  return (
    <>
      <Panel aria-labelledby="documents-heading">
        <h2 id="documents-heading">{m.admin_documents_heading()}</h2>
        <p className="hint">{m.admin_documents_hint()}</p>
        <p role="status" className="hint" data-testid="documents-notice">
          {notice}
        </p>
        <DataTable
          caption={m.admin_documents_heading()}
          columns={columns}
          rows={documents.data}
          rowId={(document) => document.type}
          empty={m.admin_load_failed()}
        />
        {editing ? (
          <DocumentNamesForm
            key={editing.type}
            document={editing}
            onSaved={(document) => {
              changed(document, m.admin_documents_renamed())
              setRenaming(undefined)
            }}
            onCancel={() => setRenaming(undefined)}
          />
        ) : null}
      </Panel>
      <SpecSheetsPanel />
    </>
  )
}

const NameCell = styled.div`
  display: grid;
  gap: 4px;
  justify-items: start;
  min-width: 180px;
  code {
    color: ${colors.textMuted};
    font-size: 12px;
  }
  .hint {
    color: ${colors.textMuted};
    font-size: 13px;
  }
`

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { MaterialSpecSheets } from '~/api/contract/spec-sheet-endpoints'
import { localeAutonyms } from '~/i18n/language-switch'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { Panel } from '../../kit/console.styles'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { specSheetsEditingQuery } from '../documents-queries'
import { SpecSheetCell } from './spec-sheet-cell'

/** The material's name in the console's language, else the Korean one. */
const nameOf = (material: MaterialSpecSheets) => material.name[getLocale()] ?? material.name['ko-KR'] ?? ''

/** The documents section's second table: each raw material × each language's specification sheet (decision 51). */
export function SpecSheetsPanel() {
  const sheets = useQuery(specSheetsEditingQuery())
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState('')

  /** An answer of the API holds the material as it is now: shown at once, then the list read again. */
  function changed(material: MaterialSpecSheets, message: string) {
    queryClient.setQueryData(specSheetsEditingQuery().queryKey, (list) =>
      list?.map((item) => (item.productId === material.productId ? material : item)),
    )
    void queryClient.invalidateQueries({ queryKey: specSheetsEditingQuery().queryKey })
    setNotice(message)
  }

  const columns: ConsoleColumn<MaterialSpecSheets>[] = [
    {
      id: 'material',
      header: () => m.admin_spec_sheets_column_material(),
      cell: (material) => (
        <span>
          <strong>{nameOf(material)}</strong>
          {material.active ? null : ` (${m.product_discontinued()})`}
        </span>
      ),
    },
    ...locales.map(
      (locale): ConsoleColumn<MaterialSpecSheets> => ({
        id: locale,
        header: () => localeAutonyms[locale],
        cell: (material) => (
          <SpecSheetCell
            key={`${material.productId}-${locale}`}
            material={material}
            name={nameOf(material)}
            locale={locale}
            onChanged={changed}
          />
        ),
      }),
    ),
  ]

  return (
    <Panel aria-labelledby="spec-sheets-heading">
      <h2 id="spec-sheets-heading">{m.admin_spec_sheets_heading()}</h2>
      <p className="hint">{m.admin_spec_sheets_hint()}</p>
      <p role="status" className="hint" data-testid="spec-sheets-notice">
        {notice}
      </p>
      {sheets.isPending ? (
        <ConsoleLoading />
      ) : sheets.isError ? (
        <ConsoleError onRetry={() => void sheets.refetch()} />
      ) : (
        <DataTable
          caption={m.admin_spec_sheets_heading()}
          columns={columns}
          rows={sheets.data}
          rowId={(material) => String(material.productId)}
          empty={m.admin_load_failed()}
        />
      )}
    </Panel>
  )
}

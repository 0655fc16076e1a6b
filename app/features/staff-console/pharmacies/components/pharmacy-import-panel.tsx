import { styled } from '@linaria/react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import {
  PHARMACY_IMPORT_MAX_BYTES,
  PHARMACY_IMPORT_MAX_ROWS,
  type PharmacyImportMode,
  type PharmacyImportReport,
} from '~/api/contract/pharmacy-editing-endpoints'
import { pharmacyFileColumns } from '~/api/contract/pharmacy-file-columns'
import { Button } from '~/components/ui/button'
import { useDialogStore } from '~/components/ui/dialog-store'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { BackLink } from '../../kit/back-link'
import { Panel, PanelForm } from '../../kit/console.styles'
import type { ConsoleColumn } from '../../kit/data-table'
import { DataTable } from '../../kit/data-table'
import { ImportFileField, ImportOutcome, ImportResultRegion, importOutcomeOf } from '../../kit/import-result-region'
import { pharmacyExportHref } from '../pharmacy-file-paths'
import { uploadPharmacyList } from '../pharmacy-import-upload'
import { pharmaciesKey } from '../pharmacy-queries'

const Modes = styled.fieldset`
  border: 0;
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin: 0 0 4px;
  }
  label {
    align-items: start;
    display: flex;
    gap: 8px;
  }
  input {
    height: 20px;
    margin: 2px 0 0;
    width: 20px;
  }
`

type Problem = PharmacyImportReport['problems'][number]

const problemColumns: ConsoleColumn<Problem>[] = [
  {
    id: 'line',
    header: m.admin_pharmacy_import_line,
    cell: (problem) => (problem.line === null ? m.admin_pharmacy_import_whole_file() : formatNumber(problem.line)),
  },
  { id: 'column', header: m.admin_pharmacy_import_column, cell: (problem) => problem.column ?? m.admin_none() },
  { id: 'reason', header: m.admin_pharmacy_import_reason, cell: (problem) => problem.message },
]

/** What the check or the import found, in words, with every problem by its row. */
function ImportResult({ report }: { report: PharmacyImportReport }) {
  const outcome = importOutcomeOf(report)
  const counts = { rows: formatNumber(report.rows), problems: formatNumber(report.problems.length) }
  const summary = {
    problems: () => m.admin_pharmacy_import_has_problems(counts),
    ready: () =>
      report.mode === 'replace'
        ? m.admin_pharmacy_import_ready_replace({ rows: counts.rows, removed: formatNumber(report.removed) })
        : m.admin_pharmacy_import_ready_add({ rows: counts.rows, total: formatNumber(report.total) }),
    imported: () => m.admin_pharmacy_import_done({ rows: formatNumber(report.added), total: formatNumber(report.total) }),
  }[outcome]
  return (
    <ImportOutcome data-outcome={outcome} data-testid="pharmacy-import-result">
      <p>{summary()}</p>
      {report.ignoredColumns.length > 0 ? (
        <p className="hint">{m.admin_pharmacy_import_ignored({ columns: report.ignoredColumns.join(', ') })}</p>
      ) : null}
      {report.problems.length > 0 ? (
        <DataTable
          caption={m.admin_pharmacy_import_problems_caption()}
          columns={problemColumns}
          rows={report.problems}
          rowId={(problem) => `${problem.line ?? 0}-${problem.column ?? ''}-${problem.code}`}
          empty=""
        />
      ) : null}
    </ImportOutcome>
  )
}

/**
 * /admin/pharmacies/import: choose a file and how it changes the list, check it (nothing is written: every problem
 * by its row), then import it (all rows or none). Changing the file or the mode asks for a new check.
 */
export function PharmacyImportPanel() {
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File>()
  const [mode, setMode] = useState<PharmacyImportMode>('add')
  const [report, setReport] = useState<PharmacyImportReport>()
  const [failure, setFailure] = useState('')
  const [pending, setPending] = useState(false)
  const resultRef = useRef<HTMLDivElement>(null)
  const locale = getLocale()
  const askConfirm = useDialogStore((state) => state.askConfirm)

  useEffect(() => {
    if (report || failure) resultRef.current?.focus()
  }, [report, failure])

  async function send(dryRun: boolean) {
    if (!file) {
      setFailure(m.admin_pharmacy_import_choose_first())
      return
    }
    // Its buttons stay focusable while it runs (aria-disabled): a press meanwhile sends nothing. The check's report is
    // kept, so that Import stays enabled (and focused) while it runs; the result region hides it meanwhile.
    if (pending) return
    setPending(true)
    setFailure('')
    const outcome = await uploadPharmacyList(file, mode, dryRun)
    setPending(false)
    if (!outcome.ok) {
      setReport(undefined)
      return setFailure(outcome.message)
    }
    setReport(outcome.data)
    if (outcome.data.imported) await queryClient.invalidateQueries({ queryKey: pharmaciesKey })
  }

  function check(event: FormEvent) {
    event.preventDefault()
    void send(true)
  }

  /** Replacing the list removes every pharmacy listed now: asked first, with the numbers the check found. */
  async function importChecked() {
    if (pending) return
    if (report?.mode === 'replace') {
      const counts = { removed: formatNumber(report.removed), rows: formatNumber(report.rows) }
      const confirmed = await askConfirm({
        title: m.admin_pharmacy_import_replace_title(),
        message: m.admin_pharmacy_import_replace_confirm(counts),
        confirmLabel: m.admin_pharmacy_import_replace_run(counts),
      })
      if (!confirmed) return
    }
    await send(false)
  }

  const canImport = report?.dryRun === true && report.problems.length === 0
  const requiredColumns = pharmacyFileColumns.filter((column) => column.required)
  return (
    <>
      <BackLink to={{ section: 'pharmacies', view: 'list' }} label={m.admin_pharmacy_back()} />
      <Panel aria-labelledby="pharmacy-import-heading">
        <h2 id="pharmacy-import-heading">{m.admin_pharmacy_import()}</h2>
        <p className="hint">
          {m.admin_pharmacy_import_hint({
            columns: requiredColumns.map((column) => column.header[locale === 'ko-KR' ? 'ko' : 'en']).join(', '),
            megabytes: formatNumber(PHARMACY_IMPORT_MAX_BYTES / 1024 / 1024),
            rows: formatNumber(PHARMACY_IMPORT_MAX_ROWS),
          })}{' '}
          <a href={pharmacyExportHref('csv', locale)} download>
            {m.admin_pharmacy_import_example()}
          </a>
        </p>
        <PanelForm onSubmit={check} noValidate>
          <ImportFileField
            id="pharmacy-import-file"
            label={m.admin_pharmacy_import_file()}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChoose={(chosen) => {
              setFile(chosen)
              setReport(undefined)
              setFailure('')
            }}
          />
          <Modes>
            <legend>{m.admin_pharmacy_import_mode()}</legend>
            {(['add', 'replace'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="pharmacy-import-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value)
                    setReport(undefined)
                  }}
                />
                <span>{value === 'add' ? m.admin_pharmacy_import_mode_add() : m.admin_pharmacy_import_mode_replace()}</span>
              </label>
            ))}
          </Modes>
          <div className="actions">
            <Button type="submit" aria-disabled={pending || undefined}>
              {m.admin_pharmacy_import_check()}
            </Button>
            <Button
              type="button"
              data-variant="secondary"
              disabled={!canImport}
              aria-disabled={pending || undefined}
              onClick={() => void importChecked()}
            >
              {m.admin_pharmacy_import_run()}
            </Button>
          </div>
        </PanelForm>
        <ImportResultRegion
          resultRef={resultRef}
          pending={pending}
          checking={m.admin_pharmacy_import_checking()}
          failure={failure}
        >
          {report ? <ImportResult report={report} /> : null}
        </ImportResultRegion>
      </Panel>
    </>
  )
}

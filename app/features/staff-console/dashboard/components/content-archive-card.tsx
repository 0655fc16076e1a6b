import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ContentArchiveProblem, ContentArchiveReport } from '~/api/contract/content-archive-endpoints'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { contentArchiveExportHref } from '../../content-archive/content-archive-paths'
import { uploadContentArchive } from '../../content-archive/content-archive-upload'
import { PanelForm } from '../../kit/console.styles'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { FileExportLink } from '../../kit/file-export-link'
import { ImportFileField, ImportOutcome, ImportResultRegion, importOutcomeOf } from '../../kit/import-result-region'
import { DashboardCard } from './dashboard-card.styles'

const problemColumns: ConsoleColumn<ContentArchiveProblem>[] = [
  { id: 'part', header: m.admin_content_archive_col_part, cell: (problem) => problem.part ?? m.admin_none() },
  {
    id: 'row',
    header: m.admin_content_archive_col_row,
    cell: (problem) => (problem.row === undefined ? m.admin_none() : formatNumber(problem.row)),
  },
  { id: 'key', header: m.admin_content_archive_col_key, cell: (problem) => problem.key ?? m.admin_none() },
  { id: 'field', header: m.admin_content_archive_col_field, cell: (problem) => problem.field ?? m.admin_none() },
  { id: 'reason', header: m.admin_content_archive_col_reason, cell: (problem) => problem.message },
]

/** What the check or the import found: the outcome in a line, a site that holds content named apart, every fault. */
function ArchiveResult({ report }: { report: ContentArchiveReport }) {
  const outcome = importOutcomeOf(report)
  const counts = {
    items: formatNumber(Object.values(report.counts).reduce((sum, items) => sum + items, 0)),
    files: formatNumber(report.files),
  }
  const summary = {
    problems: () => m.admin_content_archive_problems({ count: formatNumber(report.problems.length) }),
    ready: () => m.admin_content_archive_ready(counts),
    imported: () => m.admin_content_archive_imported(counts),
  }[outcome]
  const notEmpty = report.problems.some((problem) => problem.code === 'site_not_empty')
  return (
    <ImportOutcome data-outcome={outcome} data-testid="content-archive-result">
      <p>{summary()}</p>
      {notEmpty ? (
        <p className="alert" data-testid="content-archive-not-empty">
          {m.admin_content_archive_not_empty()}
        </p>
      ) : null}
      {report.problems.length > 0 ? (
        <DataTable
          caption={m.admin_content_archive_problem_list()}
          columns={problemColumns}
          rows={report.problems}
          rowId={(problem) =>
            `${problem.part ?? ''}-${problem.row ?? 0}-${problem.field ?? ''}-${problem.code}-${problem.message}`
          }
          empty=""
        />
      ) : null}
    </ImportOutcome>
  )
}

/**
 * The admins' content archive (issue 68 §2, decision 125): the whole site's content out as one file, and an archive in:
 * checked first (nothing written, every fault by its part and item), then imported whole once the check found none.
 * Choosing another file asks for a new check.
 */
export function ContentArchiveCard() {
  const [file, setFile] = useState<File>()
  const [report, setReport] = useState<ContentArchiveReport>()
  const [failure, setFailure] = useState('')
  const [pending, setPending] = useState(false)
  const resultRef = useRef<HTMLDivElement>(null)
  const locale = getLocale()

  useEffect(() => {
    if (report || failure) resultRef.current?.focus()
  }, [report, failure])

  async function send(chosen: File, dryRun: boolean) {
    // Its buttons stay focusable while it runs (aria-disabled): a press meanwhile sends nothing.
    if (pending) return
    setPending(true)
    setFailure('')
    const outcome = await uploadContentArchive(chosen, dryRun)
    setPending(false)
    if (!outcome.ok) {
      setReport(undefined)
      return setFailure(outcome.message)
    }
    setReport(outcome.data)
  }

  function check(event: FormEvent) {
    event.preventDefault()
    if (file) void send(file, true)
  }

  const canImport = Boolean(file) && report?.imported === false && report.problems.length === 0
  return (
    <DashboardCard aria-labelledby="content-archive-heading" data-testid="content-archive-card">
      <h2 id="content-archive-heading">{m.admin_content_archive_heading()}</h2>
      <p>{m.admin_content_archive_intro()}</p>
      <p>
        <FileExportLink
          href={contentArchiveExportHref(locale)}
          fileName="content.tar.gz"
          label={m.admin_content_archive_export()}
          testId="content-archive-export"
        />
      </p>
      <PanelForm onSubmit={check} noValidate>
        <ImportFileField
          id="content-archive-file"
          label={m.admin_content_archive_file()}
          accept=".tar.gz,.tgz,application/gzip"
          onChoose={(chosen) => {
            setFile(chosen)
            setReport(undefined)
            setFailure('')
          }}
        />
        <div className="actions">
          <Button type="submit" disabled={!file} aria-disabled={pending || undefined}>
            {m.admin_content_archive_check()}
          </Button>
          <Button
            type="button"
            data-variant="secondary"
            disabled={!canImport}
            aria-disabled={pending || undefined}
            onClick={() => file && void send(file, false)}
          >
            {m.admin_content_archive_confirm()}
          </Button>
        </div>
      </PanelForm>
      <ImportResultRegion
        resultRef={resultRef}
        pending={pending}
        checking={report ? m.admin_content_archive_importing() : m.admin_content_archive_checking()}
        failure={failure}
      >
        {report ? <ArchiveResult report={report} /> : null}
      </ImportResultRegion>
    </DashboardCard>
  )
}

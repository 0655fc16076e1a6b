import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ActionOutcome } from '~/api/action-outcome'
import {
  REDIRECT_IMPORT_MAX_BYTES,
  REDIRECT_IMPORT_MAX_ROWS,
  type RedirectImportProblemCode,
  type RedirectImportReport,
} from '~/api/contract/redirect-endpoints'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { BackLink } from '../../kit/back-link'
import { Panel, PanelForm } from '../../kit/console.styles'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { ImportFileField, ImportOutcome, ImportResultRegion, importOutcomeOf } from '../../kit/import-result-region'
import { redirectsKey } from '../redirect-queries'

const problemMessages: Record<RedirectImportProblemCode, () => string> = {
  unreadable: m.admin_redirect_import_unreadable,
  too_many_rows: () => m.admin_redirect_import_too_many_rows({ rows: formatNumber(REDIRECT_IMPORT_MAX_ROWS) }),
  no_rows: m.admin_redirect_import_no_rows,
  invalid_from: m.admin_redirect_from_invalid,
  reserved_from: m.admin_redirect_from_reserved,
  invalid_to: m.admin_redirect_to_invalid,
  off_site_to: m.admin_redirect_import_off_site_to,
  live_page_from: m.admin_redirect_import_live_page_from,
  retired_page_from: m.admin_redirect_import_retired_page_from,
  unkeepable_text: m.api_error_text_unkeepable,
  line_break: m.api_error_text_line_break,
  invalid_status: m.admin_redirect_import_invalid_status,
  duplicate_from: m.admin_redirect_import_duplicate_from,
  chain: m.admin_redirect_import_chain,
}

type Problem = RedirectImportReport['problems'][number]

const problemColumns: ConsoleColumn<Problem>[] = [
  {
    id: 'line',
    header: m.admin_redirect_import_line,
    cell: (problem) => (problem.line === null ? m.admin_redirect_import_whole_file() : formatNumber(problem.line)),
  },
  { id: 'reason', header: m.admin_redirect_import_reason, cell: (problem) => problemMessages[problem.code]() },
]

function ImportResult({ report }: { report: RedirectImportReport }) {
  const outcome = importOutcomeOf(report)
  const counts = {
    rows: formatNumber(report.rows),
    problems: formatNumber(report.problems.length),
    added: formatNumber(report.added),
    updated: formatNumber(report.updated),
    offSite: formatNumber(report.offSite),
    retiredPages: formatNumber(report.retiredPages),
  }
  const summary = {
    problems: () => m.admin_redirect_import_has_problems(counts),
    ready: () => m.admin_redirect_import_ready(counts),
    imported: () => m.admin_redirect_import_done(counts),
  }[outcome]
  return (
    <ImportOutcome data-outcome={outcome} data-testid="redirect-import-result">
      <p>{summary()}</p>
      {report.offSite > 0 && report.problems.length === 0 ? <p>{m.admin_redirect_import_off_site_rows(counts)}</p> : null}
      {report.retiredPages > 0 && report.problems.length === 0 ? (
        <p>{m.admin_redirect_import_retired_page_rows(counts)}</p>
      ) : null}
      {report.problems.length > 0 ? (
        <DataTable
          caption={m.admin_redirect_import_problems_caption()}
          columns={problemColumns}
          rows={report.problems}
          rowId={(problem) => `${problem.line ?? 0}-${problem.code}`}
          empty=""
        />
      ) : null}
    </ImportOutcome>
  )
}

/** The file's bytes in base64, as the API takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary)
}

/** The editor's choices for a file's rows: to other sites (decision 111), from pages no longer public (decision 116). */
interface FileChoices {
  offSite: boolean
  retiredPages: boolean
}

async function sendFile(file: File, dryRun: boolean, choices: FileChoices): Promise<ActionOutcome<RedirectImportReport>> {
  if (file.size > REDIRECT_IMPORT_MAX_BYTES) {
    const kilobytes = formatNumber(REDIRECT_IMPORT_MAX_BYTES / 1024)
    return { ok: false, status: 413, code: 'PAYLOAD_TOO_LARGE', message: m.admin_redirect_import_too_large({ kilobytes }) }
  }
  const { importRedirects } = await import('../redirect-import.large-body.functions')
  return importRedirects({ data: { dryRun, ...choices, file: { name: file.name.slice(0, 200), content: await base64Of(file) } } })
}

const choiceBoxes: Array<{ choice: keyof FileChoices; id: string; label: () => string }> = [
  { choice: 'offSite', id: 'redirect-import-off-site', label: m.admin_redirect_import_off_site },
  { choice: 'retiredPages', id: 'redirect-import-retired-pages', label: m.admin_redirect_import_retired_pages },
]

/**
 * /admin/redirects/import: a CSV of the previous site's addresses (from, to, and 301 or 302), checked first (every
 * problem by its row, nothing written), then imported whole or not at all. A new file, or a change of a choice (that its
 * rows may send visitors to other sites, decision 111, or redirect pages no longer public, decision 116), asks for a
 * new check.
 */
export function RedirectImportPanel() {
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File>()
  const [choices, setChoices] = useState<FileChoices>({ offSite: false, retiredPages: false })
  const [report, setReport] = useState<RedirectImportReport>()
  const [failure, setFailure] = useState('')
  const [pending, setPending] = useState(false)
  const resultRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (report || failure) resultRef.current?.focus()
  }, [report, failure])

  async function send(dryRun: boolean) {
    if (!file) return setFailure(m.admin_redirect_import_choose_first())
    // As the pharmacies' import: a press while it runs sends nothing, and the check's report is kept (Import stays focused).
    if (pending) return
    setPending(true)
    setFailure('')
    const outcome = await sendFile(file, dryRun, choices).catch(
      (): ActionOutcome<RedirectImportReport> => ({ ok: false, status: 0, code: 'NETWORK', message: m.auth_error_network() }),
    )
    setPending(false)
    if (!outcome.ok) {
      setReport(undefined)
      return setFailure(outcome.message)
    }
    setReport(outcome.data)
    if (outcome.data.imported) await queryClient.invalidateQueries({ queryKey: redirectsKey })
  }

  function check(event: FormEvent) {
    event.preventDefault()
    void send(true)
  }

  const canImport = report?.dryRun === true && report.problems.length === 0
  return (
    <>
      <BackLink to={{ section: 'redirects', view: 'list' }} label={m.admin_redirect_back()} />
      <Panel aria-labelledby="redirect-import-heading">
        <h2 id="redirect-import-heading">{m.admin_redirect_import()}</h2>
        <p className="hint">
          {m.admin_redirect_import_hint({
            kilobytes: formatNumber(REDIRECT_IMPORT_MAX_BYTES / 1024),
            rows: formatNumber(REDIRECT_IMPORT_MAX_ROWS),
          })}
        </p>
        <PanelForm onSubmit={check} noValidate>
          <ImportFileField
            id="redirect-import-file"
            label={m.admin_redirect_import_file()}
            accept=".csv,text/csv"
            onChoose={(chosen) => {
              setFile(chosen)
              setReport(undefined)
              setFailure('')
            }}
          />
          {choiceBoxes.map(({ choice, id, label }) => (
            <label key={choice} className="check" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={choices[choice]}
                onChange={(event) => {
                  setChoices({ ...choices, [choice]: event.target.checked })
                  setReport(undefined)
                }}
              />
              {label()}
            </label>
          ))}
          <div className="actions">
            <Button type="submit" aria-disabled={pending || undefined}>
              {m.admin_redirect_import_check()}
            </Button>
            <Button
              type="button"
              data-variant="secondary"
              disabled={!canImport}
              aria-disabled={pending || undefined}
              onClick={() => void send(false)}
            >
              {m.admin_redirect_import_run()}
            </Button>
          </div>
        </PanelForm>
        <ImportResultRegion
          resultRef={resultRef}
          pending={pending}
          checking={m.admin_redirect_import_checking()}
          failure={failure}
        >
          {report ? <ImportResult report={report} /> : null}
        </ImportResultRegion>
      </Panel>
    </>
  )
}

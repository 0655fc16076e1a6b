import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { downloadReasonLimits, type ReviewedDownload } from '~/api/contract/access-review-endpoints'
import { auditActionLabels } from '~/api/contract/audit-action-labels'
import { isAuditAction } from '~/api/contract/audit-actions'
import { TextareaField } from '~/components/form/textarea-field'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ConsoleLink } from '../../address/console-link'
import { subjectTarget, subjectTypeLabel } from '../../audit/audit-subjects'
import { ActionAlert } from '../../kit/action-alert'
import { PanelForm } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleEmpty } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { textProblem } from '../../kit/form-problems'
import { counterText, problemMessage } from '../../kit/problem-messages'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { actorText } from '../access-review-labels'
import { accessReviewQuery } from '../access-review-queries'

/** What was downloaded: the action in words, and the inquiry it came from (linked) or how many rows an export held. */
function DownloadedWhat({ download }: { download: ReviewedDownload }) {
  const action = isAuditAction(download.action) ? auditActionLabels[download.action]() : download.action
  const { targetType: type, targetId: id } = download
  const target = type && id ? subjectTarget(type, id) : undefined
  // One element: on a phone each cell is a line of two columns, its name and this.
  return (
    <div>
      {action}
      {type && id ? (
        <div>
          {subjectTypeLabel(type)} {target ? <ConsoleLink to={target}>{id}</ConsoleLink> : id}
        </div>
      ) : null}
      {download.rows === null ? null : <div>{m.admin_access_review_export_rows({ rows: formatNumber(download.rows) })}</div>}
    </div>
  )
}

function ConfirmedReason({ download }: { download: ReviewedDownload }) {
  if (!download.reason) return <strong>{m.admin_access_review_reason_missing()}</strong>
  const { text, confirmedBy, confirmedAt } = download.reason
  return (
    <div>
      <span className="text">{text}</span>
      <div className="rule">
        {m.admin_access_review_reason_by({ staff: confirmedBy, time: formatTimestamp(confirmedAt, getLocale()) })}
      </div>
    </div>
  )
}

interface DownloadReasonsProps {
  month: string
  downloads: readonly ReviewedDownload[]
  /** The month is reviewed: its reasons are final. */
  reviewed: boolean
}

/**
 * Every download of personal data in the month, with the reason an admin confirmed for it (art. 8 ②): the admin
 * selects one or several, writes the reason they confirmed with whoever downloaded, and confirms it for them all.
 */
export function DownloadReasons({ month, downloads, reviewed }: DownloadReasonsProps) {
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const [selectionError, setSelectionError] = useState<string>()
  const [notice, setNotice] = useState('')
  const locale = getLocale()
  const limits = { min: downloadReasonLimits.min, max: downloadReasonLimits.max }
  const check = (value: string) => problemMessage(textProblem(value, limits.max, limits.min), limits)

  function toggle(id: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
    setSelectionError(undefined)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    if (selected.size === 0) {
      setSelectionError(m.admin_access_review_none_selected())
      document.getElementById('select-unconfirmed')?.focus()
      return
    }
    const problem = check(reason)
    setReasonError(problem)
    if (problem) {
      document.getElementById('download-reason')?.focus()
      return
    }
    const entryIds = [...selected]
    void action.run(
      () => changeStaff('confirmDownloadReasons', { params: { month }, body: { entryIds, reason } }),
      async ({ confirmed }) => {
        setSelected(new Set())
        setReason('')
        setNotice(m.admin_access_review_confirmed({ count: formatNumber(confirmed) }))
        await queryClient.invalidateQueries({ queryKey: accessReviewQuery(month).queryKey })
      },
    )
  }

  const selectColumn: ConsoleColumn<ReviewedDownload> = {
    id: 'select',
    header: m.admin_access_review_column_select,
    cell: (row) => (
      <input
        type="checkbox"
        checked={selected.has(row.id)}
        onChange={(event) => toggle(row.id, event.target.checked)}
        aria-label={m.admin_access_review_select_download({
          time: formatTimestamp(row.at, locale),
          staff: actorText(row.actor),
        })}
      />
    ),
  }
  const columns: ConsoleColumn<ReviewedDownload>[] = [
    ...(reviewed ? [] : [selectColumn]),
    { id: 'at', header: m.admin_audit_at, cell: (row) => formatTimestamp(row.at, locale), unbroken: true },
    { id: 'staff', header: m.admin_access_review_column_staff, cell: (row) => actorText(row.actor) },
    { id: 'what', header: m.admin_access_review_column_download, cell: (row) => <DownloadedWhat download={row} /> },
    { id: 'address', header: m.admin_access_review_column_address, cell: (row) => row.clientIp ?? '' },
    { id: 'reason', header: m.admin_access_review_column_reason, cell: (row) => <ConfirmedReason download={row} /> },
  ]
  const unconfirmed = downloads.filter((download) => download.reason === null).map((download) => download.id)

  return (
    <section aria-labelledby="downloads-heading">
      <h3 id="downloads-heading">{m.admin_access_review_downloads_heading()}</h3>
      <p className="rule">{m.admin_access_review_downloads_rule()}</p>
      {downloads.length === 0 ? (
        <ConsoleEmpty>{m.admin_access_review_downloads_none()}</ConsoleEmpty>
      ) : (
        <DataTable
          caption={m.admin_access_review_downloads_heading()}
          columns={columns}
          rows={downloads}
          rowId={(row) => String(row.id)}
          empty={m.admin_access_review_downloads_none()}
        />
      )}
      <p role="status" className="rule">
        {notice}
      </p>
      {reviewed || downloads.length === 0 ? null : (
        <PanelForm onSubmit={submit} noValidate aria-labelledby="downloads-heading">
          <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
          <div className="actions">
            <Button
              id="select-unconfirmed"
              type="button"
              data-variant="secondary"
              disabled={unconfirmed.length === 0}
              onClick={() => {
                setSelected(new Set(unconfirmed))
                setSelectionError(undefined)
              }}
            >
              {m.admin_access_review_select_unconfirmed()}
            </Button>
          </div>
          {selectionError ? (
            <p className="field-error" role="alert">
              {selectionError}
            </p>
          ) : null}
          <TextareaField
            id="download-reason"
            label={m.admin_access_review_reason_label()}
            value={reason}
            error={reasonError}
            onChange={(value) => {
              setReason(value)
              if (reasonError) setReasonError(check(value))
            }}
            onBlur={() => undefined}
            max={limits.max}
            counter={counterText}
            rows={3}
          />
          <div className="actions">
            <Button type="submit" aria-disabled={action.pending || undefined}>
              {m.admin_access_review_confirm_submit({ count: formatNumber(selected.size) })}
            </Button>
          </div>
        </PanelForm>
      )}
    </section>
  )
}

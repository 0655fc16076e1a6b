import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { PHARMACY_RESTORE_DAYS, type PharmacyRestorePoint } from '~/api/contract/pharmacy-restore-endpoints'
import { Button } from '~/components/ui/button'
import { useDialogStore } from '~/components/ui/dialog-store'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { Panel } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { type ConsoleColumn, DataTable } from '../../kit/data-table'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { pharmaciesKey, pharmacyRestorePointsQuery } from '../pharmacy-queries'

/**
 * /admin/pharmacies/import, below the import: the lists kept before the whole list was replaced (decision 76), each of
 * which can be put back whole after a question that names the numbers; the list of now is kept in turn.
 */
export function PharmacyRestorePoints() {
  const points = useQuery(pharmacyRestorePointsQuery())
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const askConfirm = useDialogStore((state) => state.askConfirm)
  const [notice, setNotice] = useState('')
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const locale = getLocale()

  async function restore(point: PharmacyRestorePoint) {
    const date = formatTimestamp(point.createdAt, locale)
    const count = formatNumber(point.count)
    const confirmed = await askConfirm({
      title: m.admin_pharmacy_restore_confirm_title(),
      message: m.admin_pharmacy_restore_confirm({ date, count, days: PHARMACY_RESTORE_DAYS }),
      confirmLabel: m.admin_pharmacy_restore_confirm_run({ count }),
    })
    if (!confirmed) return
    setNotice('')
    await action.run(
      () => changeStaff('restorePharmacyList', { params: { id: point.id }, body: {} }),
      async ({ restored, removed }) => {
        setNotice(m.admin_pharmacy_restore_done({ count: formatNumber(restored), removed: formatNumber(removed) }))
        noticeRef.current?.focus()
        await queryClient.invalidateQueries({ queryKey: pharmaciesKey })
      },
    )
  }

  const columns: ConsoleColumn<PharmacyRestorePoint>[] = [
    {
      id: 'when',
      header: m.admin_pharmacy_restore_when,
      cell: (point) => formatTimestamp(point.createdAt, locale),
      unbroken: true,
    },
    {
      id: 'cause',
      header: m.admin_pharmacy_restore_cause,
      cell: (point) =>
        point.cause === 'import' ? m.admin_pharmacy_restore_cause_import() : m.admin_pharmacy_restore_cause_restore(),
    },
    { id: 'by', header: m.admin_pharmacy_restore_by, cell: (point) => point.createdBy ?? '' },
    { id: 'count', header: m.admin_pharmacy_restore_count, cell: (point) => formatNumber(point.count) },
    {
      id: 'expires',
      header: m.admin_pharmacy_restore_expires,
      cell: (point) => formatTimestamp(point.expiresAt, locale),
      unbroken: true,
    },
    {
      id: 'restore',
      header: m.admin_pharmacy_restore_run,
      cell: (point) => (
        <Button
          type="button"
          data-variant="secondary"
          aria-disabled={action.pending || undefined}
          aria-label={m.admin_pharmacy_restore_run_of({ date: formatTimestamp(point.createdAt, locale) })}
          onClick={() => void restore(point)}
        >
          {m.admin_pharmacy_restore_run()}
        </Button>
      ),
    },
  ]

  return (
    <Panel aria-labelledby="pharmacy-restore-heading">
      <h2 id="pharmacy-restore-heading">{m.admin_pharmacy_restore_title()}</h2>
      <p className="hint">{m.admin_pharmacy_restore_intro({ days: PHARMACY_RESTORE_DAYS })}</p>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p role="status" tabIndex={-1} ref={noticeRef}>
        {notice}
      </p>
      {points.isError ? (
        <ConsoleError error={points.error} onRetry={() => points.refetch()} />
      ) : points.data ? (
        <DataTable
          caption={m.admin_pharmacy_restore_title()}
          columns={columns}
          rows={points.data.items}
          rowId={(point) => String(point.id)}
          empty={m.admin_pharmacy_restore_none()}
        />
      ) : (
        <ConsoleLoading />
      )}
    </Panel>
  )
}

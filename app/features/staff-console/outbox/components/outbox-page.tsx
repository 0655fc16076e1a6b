import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type AdminMail, mailStates } from '~/api/contract/admin-outbox-endpoints'
import { ListToolbar } from '~/components/page/list-toolbar.styles'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ConsoleLink } from '../../address/console-link'
import { withSearch } from '../../address/use-console-search'
import { consoleQueryKey } from '../../console-queries'
import { ActionAlert } from '../../kit/action-alert'
import { formatTimestamp } from '../../kit/console-format'
import type { ConsoleColumn } from '../../kit/data-table'
import { PagedTable } from '../../kit/paged-table'
import { StatusTabs } from '../../kit/status-tabs'
import { useConsoleAction } from '../../kit/use-console-action'
import type { SectionProps } from '../../section-props'
import { changeStaff } from '../../staff-calls'
import { mailErrorText } from '../mail-error-text'
import { mailKindLabel } from '../mail-kind-label'
import { outboxKey, outboxQuery } from '../outbox-queries'
import { type MailState, outboxQueryOf } from '../outbox-search'

const stateLabels: Record<MailState, () => string> = { failed: m.admin_outbox_failed, pending: m.admin_outbox_pending }

/** /admin/outbox: the mails that failed or wait to be sent (recipients masked, never the text), with a retry. */
export default function OutboxPage({ address }: SectionProps<'outbox'>) {
  const query = outboxQueryOf(address.search)
  const list = useQuery(outboxQuery(query))
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [notice, setNotice] = useState('')
  const locale = getLocale()

  function retry(mail: AdminMail) {
    setNotice('')
    void action.run(
      () => changeStaff('retryMail', { params: { id: mail.id }, body: {} }),
      async () => {
        await queryClient.invalidateQueries({ queryKey: outboxKey })
        void queryClient.invalidateQueries({ queryKey: [...consoleQueryKey, 'dashboard'] })
        setNotice(m.admin_outbox_retried({ to: mail.toAddress }))
        document.getElementById('outbox-notice')?.focus()
      },
    )
  }

  const columns: ConsoleColumn<AdminMail>[] = [
    { id: 'subject', header: m.admin_outbox_subject, cell: (mail) => mail.subject, long: (mail) => mail.subject },
    { id: 'kind', header: m.admin_outbox_kind, cell: (mail) => mailKindLabel(mail.kind) },
    { id: 'to', header: m.admin_outbox_to, cell: (mail) => mail.toAddress },
    {
      id: 'receipt',
      unbroken: true,
      header: m.admin_inquiry_receipt,
      cell: (mail) =>
        mail.receiptNumber ? (
          <ConsoleLink to={{ section: 'inquiries', view: 'detail', receipt: mail.receiptNumber }}>
            {mail.receiptNumber}
          </ConsoleLink>
        ) : null,
    },
    { id: 'created', header: m.admin_outbox_created, cell: (mail) => formatTimestamp(mail.createdAt, locale) },
    {
      id: 'attempts',
      header: m.admin_outbox_attempts,
      cell: (mail) =>
        mail.gaveUp ? m.admin_outbox_gave_up({ attempts: formatNumber(mail.attempts) }) : formatNumber(mail.attempts),
    },
    {
      id: 'next',
      header: m.admin_outbox_next,
      cell: (mail) => (mail.gaveUp ? m.admin_none() : formatTimestamp(mail.nextAttemptAt, locale)),
    },
    { id: 'error', header: m.admin_outbox_error, cell: (mail) => mailErrorText(mail.lastError) },
    {
      id: 'retry',
      header: m.admin_staff_actions,
      cell: (mail) =>
        mail.retryable ? (
          <Button
            type="button"
            data-variant="secondary"
            aria-disabled={action.pending || undefined}
            aria-label={m.admin_outbox_retry_named({ subject: mail.subject, to: mail.toAddress })}
            onClick={() => retry(mail)}
          >
            {m.admin_outbox_retry()}
          </Button>
        ) : (
          m.admin_outbox_not_retryable()
        ),
    },
  ]

  return (
    <>
      <ListToolbar>
        <StatusTabs
          label={m.admin_outbox_state()}
          to={(state) => withSearch(address, { state, page: undefined })}
          values={mailStates}
          current={query.state}
          labelOf={(value) => stateLabels[value]()}
        />
      </ListToolbar>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p role="status" className="hint" id="outbox-notice" tabIndex={-1} data-testid="outbox-notice">
        {notice}
      </p>
      <PagedTable
        list={list}
        address={address}
        caption={stateLabels[query.state]()}
        columns={columns}
        rowId={(mail) => String(mail.id)}
        empty={query.state === 'failed' ? m.admin_outbox_empty_failed() : m.admin_outbox_empty_pending()}
      />
    </>
  )
}

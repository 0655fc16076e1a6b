import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { FailingJob, ScheduledJob } from '~/api/contract/scheduled-job-endpoints'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { formatTimestamp } from '../../kit/console-format'
import { ConsoleError, ConsoleLoading } from '../../kit/console-states'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { jobHealthQuery } from '../dashboard-queries'
import { jobLabels } from '../job-labels'
import { DashboardCard } from './dashboard-card.styles'

function FailingJobItem({ job, onRun, pending }: { job: FailingJob; onRun: () => void; pending: boolean }) {
  const locale = getLocale()
  const name = jobLabels[job.job]()
  return (
    <li data-testid={`failing-job-${job.job}`}>
      <p data-failed="">
        {m.admin_jobs_failing({ job: name, since: formatTimestamp(job.since, locale), count: formatNumber(job.failures) })}
      </p>
      <p>{m.admin_jobs_last_failed({ time: formatTimestamp(job.lastFailedAt, locale) })}</p>
      <p>{m.admin_jobs_log_hint({ name: job.logName })}</p>
      <Button
        type="button"
        data-variant="secondary"
        aria-disabled={pending || undefined}
        aria-label={m.admin_jobs_run_now_named({ job: name })}
        onClick={onRun}
      >
        {m.admin_jobs_run_now()}
      </Button>
    </li>
  )
}

/**
 * The dashboard's card of the scheduled jobs for admins (docs/decisions/0082): each job failing now in red, since when
 * and how many runs in a row, where the log has the cause, and a run now for after the cause is mended; else a line
 * saying that every job's last run went well.
 */
export function JobHealthCard() {
  const health = useQuery(jobHealthQuery())
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [notice, setNotice] = useState('')
  if (health.isError) return <ConsoleError error={health.error} onRetry={() => health.refetch()} />
  if (!health.data) return <ConsoleLoading />
  const { failing } = health.data

  function runNow(job: ScheduledJob) {
    setNotice('')
    void action.run(
      () => changeStaff('runJob', { params: { job }, body: {} }),
      ({ outcome, health: after }) => {
        queryClient.setQueryData(jobHealthQuery().queryKey, after)
        const name = jobLabels[job]()
        setNotice(outcome === 'done' ? m.admin_jobs_ran({ job: name }) : m.admin_jobs_failed_again({ job: name }))
      },
    )
  }

  return (
    <DashboardCard aria-labelledby="jobs-heading" data-testid="job-health-card" data-state={failing.length ? 'failed' : 'done'}>
      <h2 id="jobs-heading">{m.admin_jobs_heading()}</h2>
      {failing.length ? (
        <ul>
          {failing.map((job) => (
            <FailingJobItem key={job.job} job={job} pending={action.pending} onRun={() => runNow(job.job)} />
          ))}
        </ul>
      ) : (
        <p>{m.admin_jobs_all_well()}</p>
      )}
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <p role="status" data-testid="jobs-notice">
        {notice}
      </p>
    </DashboardCard>
  )
}

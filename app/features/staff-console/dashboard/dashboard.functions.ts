import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { adminDashboardEndpoints } from '~/api/contract/admin-dashboard-endpoints'
import { backupEndpoints } from '~/api/contract/backup-endpoints'
import { contentDashboardEndpoints } from '~/api/contract/content-dashboard-endpoints'
import { scheduledJobEndpoints } from '~/api/contract/scheduled-job-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

export const getDashboard = createServerFn({ method: 'GET' }).handler(() => staffApi(adminDashboardEndpoints.dashboard, {}))

export const getBackupStatus = createServerFn({ method: 'GET' }).handler(() => staffApi(backupEndpoints.backupStatus, {}))

export const getContentDashboard = createServerFn({ method: 'GET' }).handler(() =>
  staffApi(contentDashboardEndpoints.contentDashboard, {}),
)

export const getJobHealth = createServerFn({ method: 'GET' }).handler(() => staffApi(scheduledJobEndpoints.jobHealth, {}))

/** Runs a scheduled job now in the process that takes the call, and answers how it went and the jobs' health after it. */
export const runJob = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(scheduledJobEndpoints.runJob.params)))
  .handler(({ data }) => actionOutcome(() => staffApi(scheduledJobEndpoints.runJob, { params: data, body: {} })))

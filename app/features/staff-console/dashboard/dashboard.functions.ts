import { createServerFn } from '@tanstack/react-start'
import { adminDashboardEndpoints } from '~/api/contract/admin-dashboard-endpoints'
import { backupEndpoints } from '~/api/contract/backup-endpoints'
import { contentDashboardEndpoints } from '~/api/contract/content-dashboard-endpoints'
import { staffApi } from '../staff-api.server'

export const getDashboard = createServerFn({ method: 'GET' }).handler(() => staffApi(adminDashboardEndpoints.dashboard, {}))

export const getBackupStatus = createServerFn({ method: 'GET' }).handler(() => staffApi(backupEndpoints.backupStatus, {}))

export const getContentDashboard = createServerFn({ method: 'GET' }).handler(() =>
  staffApi(contentDashboardEndpoints.contentDashboard, {}),
)

import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { memberDataExportEndpoints } from '~/api/contract/member-data-export-endpoints'
import { memberApi } from './member-api.server'

/** Everything the site holds about the member of the session cookie (issue 40 §5); a POST, as each one is recorded. */
export const exportMemberData = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(() => memberApi(memberDataExportEndpoints.exportData, {})),
)

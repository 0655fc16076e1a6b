import { createServerFn } from '@tanstack/react-start'
import { companyDetailsEndpoints } from '~/api/contract/company-details-endpoints'
import { companyDetailOverrides } from '~/config/site-config.server'
import { staffApi } from '../staff-api.server'

/** The stored details, and which of them an environment variable of this site overrides (the public site shows those). */
export const getCompanyDetails = createServerFn({ method: 'GET' }).handler(async () => {
  const stored = await staffApi(companyDetailsEndpoints.companyDetailsForEditing, {})
  const overridden = Object.entries(companyDetailOverrides())
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field)
  return { ...stored, overridden }
})

import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { companyDetailsEndpoints } from '~/api/contract/company-details-endpoints'
import { contractInput } from '~/api/contract-input'
import { companyDetailOverrides } from '~/config/site-config.server'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

/** The stored details, and which of them an environment variable of this site overrides (the public site shows those). */
export const getCompanyDetails = createServerFn({ method: 'GET' }).handler(async () => {
  const stored = await staffApi(companyDetailsEndpoints.companyDetailsForEditing, {})
  const overridden = Object.entries(companyDetailOverrides())
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field)
  return { ...stored, overridden }
})

export const saveCompanyDetails = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(companyDetailsEndpoints.saveCompanyDetails.body)))
  .handler(({ data }) => actionOutcome(() => staffApi(companyDetailsEndpoints.saveCompanyDetails, { body: data })))

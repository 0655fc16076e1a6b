import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { socialAccountEndpoints, socialAccountParams } from '~/api/contract/social-account-endpoints'
import { contractInput } from '~/api/contract-input'
import { memberApi } from './member-api.server'

// Each acts for the member of the session cookie only (memberApi); unlinking wants a recent authentication.

/** The providers linked to the member. */
export const getSocialAccounts = createServerFn({ method: 'GET' }).handler(() =>
  memberApi(socialAccountEndpoints.socialAccounts, {}),
)

export const unlinkSocialAccount = createServerFn({ method: 'POST' })
  .validator(contractInput(socialAccountParams))
  .handler(({ data }) => actionOutcome(() => memberApi(socialAccountEndpoints.unlinkSocialAccount, { params: data })))

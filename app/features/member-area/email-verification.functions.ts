import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { emailVerificationEndpoints } from '~/api/contract/email-verification-endpoints'
import { memberApi } from './member-api.server'

/** Mails the member a new link to confirm the address (3 an hour, decision 48), in the page's language. */
export const sendEmailVerification = createServerFn({ method: 'POST' }).handler(() =>
  actionOutcome(() => memberApi(emailVerificationEndpoints.sendEmailVerification, {})),
)

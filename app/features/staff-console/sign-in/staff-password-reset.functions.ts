import { createServerFn } from '@tanstack/react-start'
import { actionOutcome, actionRefusal } from '~/api/action-outcome'
import { api } from '~/api/api-client.server'
import { staffPasswordResetEndpoints as reset } from '~/api/contract/staff-self-service-endpoints'
import { contractInput } from '~/api/contract-input'
import { requestClientIp } from '../../sign-in/request-client-ip.server'
import { schemaOf } from '../contract-schema'

// A staff member's forgotten password (decision 74). Hand-written (decision 119): no one is signed in, and the calls
// carry the visitor's address for the API's per-address limits; the CSRF middleware guards them all.

/** Asks the API to mail a reset link; the answer is the same whether the email is a staff member's or not. */
export const requestStaffPasswordReset = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(reset.requestStaffPasswordReset.body)))
  .handler(({ data }) =>
    actionOutcome(() => api(reset.requestStaffPasswordReset, { body: data }, { clientIp: requestClientIp() })),
  )

/** Whose account a link resets while it works (for the password manager), or null once it does not. */
export const checkStaffPasswordReset = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(reset.checkStaffPasswordReset.body)))
  .handler(async ({ data }) => {
    try {
      return { email: (await api(reset.checkStaffPasswordReset, { body: data })).email }
    } catch (error) {
      if (actionRefusal(error).status === 400) return { email: null }
      throw error
    }
  })

/** The new password and a code of the second factor; nobody is signed in (the API ends every session of the account). */
export const confirmStaffPasswordReset = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(reset.confirmStaffPasswordReset.body)))
  .handler(({ data }) =>
    actionOutcome(() => api(reset.confirmStaffPasswordReset, { body: data }, { clientIp: requestClientIp() })),
  )

import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { type ActionOutcome, actionOutcome, actionRefusal } from '~/api/action-outcome'
import { api } from '~/api/api-client.server'
import {
  passwordResetConfirmBody,
  passwordResetEndpoints,
  passwordResetRequestBody,
} from '~/api/contract/password-reset-endpoints'
import { contractInput } from '~/api/contract-input'
import { m } from '~/paraglide/messages'
import { requestClientIp } from '../request-client-ip.server'
import { requestUserAgent } from '../request-user-agent.server'
import { clearSessionCookie } from '../sign-in-cookies.server'
import { clearPasswordResetCookie, readPasswordResetCookie } from './password-reset-cookie.server'

// Hand-written (decision 119): the reset's link is read from its cookie, and the calls carry the visitor's address for
// the API's per-address limits.

/** Asks the API to mail a reset link; the answer is the same whether the email is a member's or not. */
export const requestPasswordReset = createServerFn({ method: 'POST' })
  .validator(contractInput(passwordResetRequestBody))
  .handler(({ data }) =>
    actionOutcome(() => api(passwordResetEndpoints.requestPasswordReset, { body: data }, { clientIp: requestClientIp() })),
  )

/** What the reset page shows: the form for the account of a link that works, or why there is none. */
export type PasswordResetState = { state: 'ready'; email: string } | { state: 'invalid' } | { state: 'missing' }

/**
 * Whether this browser holds a link that still works (its token is in an HttpOnly cookie). A page that shows the
 * form is never stored by any cache; a link that no longer works is forgotten.
 */
export const getPasswordResetState = createServerFn({ method: 'GET' }).handler(async (): Promise<PasswordResetState> => {
  const token = readPasswordResetCookie()
  if (!token) return { state: 'missing' }
  setResponseHeader('cache-control', 'private, no-store')
  try {
    const { email } = await api(passwordResetEndpoints.checkPasswordReset, { body: { token } })
    return { state: 'ready', email }
  } catch (error) {
    const refusal = actionRefusal(error)
    if (refusal.status !== 400) throw error
    clearPasswordResetCookie()
    return { state: 'invalid' }
  }
})

const newPasswordInput = v.object({ newPassword: passwordResetConfirmBody.entries.newPassword })

/**
 * Sets the new password with the token of the cookie. Done, or refused because the link no longer works: the cookie
 * goes. Done: every session of the member ended at the API, so this browser's session cookie goes too; nobody is
 * signed in (decision 28). A refused password (too common…) keeps the link for another try.
 */
export const resetPassword = createServerFn({ method: 'POST' })
  .validator(contractInput(newPasswordInput))
  .handler(async ({ data }): Promise<ActionOutcome<{ reset: true }>> => {
    const token = readPasswordResetCookie()
    if (!token) {
      return { ok: false, status: 400, code: 'PASSWORD_RESET_INVALID', message: m.api_error_password_reset_invalid() }
    }
    // The browser goes with the new password: the member's notice of the reset names it (decision 95).
    const body = { token, newPassword: data.newPassword }
    const outcome = await actionOutcome(() =>
      api(passwordResetEndpoints.confirmPasswordReset, { body }, { userAgent: requestUserAgent() }),
    )
    if (outcome.ok || outcome.code === 'PASSWORD_RESET_INVALID') clearPasswordResetCookie()
    if (outcome.ok) clearSessionCookie()
    return outcome
  })

import { isNotFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { type ActionOutcome, actionRefusal } from '~/api/action-outcome'
import { api } from '~/api/api-client.server'
import { emailVerificationEndpoints } from '~/api/contract/email-verification-endpoints'
import { clearEmailVerificationCookie, readEmailVerificationCookie } from './email-verification-cookie.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally.

/** Whether this browser holds a mailed link to confirm (its token in the HttpOnly cookie). */
export const hasEmailVerificationLink = createServerFn({ method: 'GET' }).handler(() => {
  setResponseHeader('cache-control', 'private, no-store')
  return { link: readEmailVerificationCookie() !== undefined }
})

/**
 * Confirms the address with the cookie's token (decision 48). Done, or refused because the link no longer works: the
 * cookie goes; `verified: false` tells the page to say so (NOT_FOUND from the API).
 */
export const confirmEmailVerification = createServerFn({ method: 'POST' }).handler(
  async (): Promise<ActionOutcome<{ verified: boolean }>> => {
    const token = readEmailVerificationCookie()
    if (!token) return { ok: true, data: { verified: false } }
    try {
      await api(emailVerificationEndpoints.confirmEmailVerification, { body: { token } })
      clearEmailVerificationCookie()
      return { ok: true, data: { verified: true } }
    } catch (error) {
      // The API's 404 (the client throws the router's notFound for it): the link no longer works.
      if (!isNotFound(error)) return actionRefusal(error)
      clearEmailVerificationCookie()
      return { ok: true, data: { verified: false } }
    }
  },
)

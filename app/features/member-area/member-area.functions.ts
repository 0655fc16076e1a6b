import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import {
  changePasswordBody,
  memberAreaEndpoints,
  phoneCodeBody,
  setPasswordBody,
  withdrawBody,
} from '~/api/contract/member-area-endpoints'
import { contractInput } from '~/api/contract-input'
import { env } from '~/config/env.server'
import { clearSessionCookie } from '../sign-in/sign-in-cookies.server'
import { changePasswordAndRenewSession, setPasswordAndRenewSession } from './change-password.server'
import { memberApi } from './member-api.server'

// Hand-written, each for logic of its own (decision 119): a setting of the server, a session cookie renewed or cleared,
// an answer measured on the server's clock. The member area's plain reads and changes are dispatched
// (member-calls.functions.ts). Every one acts for the member of the session cookie only (see memberApi).

/** Whether the address forms offer the Kakao postcode search (ADDRESS_SEARCH; the CSP allows it only then). */
export const getAddressSearch = createServerFn({ method: 'GET' }).handler(() => ({ enabled: env.ADDRESS_SEARCH === 'on' }))

export const changePassword = createServerFn({ method: 'POST' })
  .validator(contractInput(changePasswordBody))
  .handler(({ data }) => actionOutcome(() => changePasswordAndRenewSession(data)))

export const setPassword = createServerFn({ method: 'POST' })
  .validator(contractInput(setPasswordBody))
  .handler(({ data }) => actionOutcome(() => setPasswordAndRenewSession(data)))

/**
 * Texts a code; answers how many seconds it is valid, measured here on the server's clock, so that the page's
 * countdown is right even when the visitor's own clock is not.
 */
export const sendPhoneCode = createServerFn({ method: 'POST' })
  .validator(contractInput(phoneCodeBody))
  .handler(({ data }) =>
    actionOutcome(async () => {
      const { expiresAt } = await memberApi(memberAreaEndpoints.sendPhoneCode, { body: data })
      return { secondsLeft: Math.max(0, Math.round((Date.parse(expiresAt) - Date.now()) / 1000)) }
    }),
  )

/** Closes the account; on success the session cookie goes too (the API has ended every session). */
export const withdraw = createServerFn({ method: 'POST' })
  .validator(contractInput(withdrawBody))
  .handler(async ({ data }) => {
    const outcome = await actionOutcome(() => memberApi(memberAreaEndpoints.withdraw, { body: data }))
    if (outcome.ok) clearSessionCookie()
    return outcome
  })

import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import {
  askQuestionBody,
  changePasswordBody,
  changePhoneBody,
  memberAreaEndpoints,
  newSampleRequestSchema,
  pageQuery,
  phoneCodeBody,
  pointsQuery,
  profileSchema,
  setPasswordBody,
  withdrawBody,
} from '~/api/contract/member-area-endpoints'
import { contractInput } from '~/api/contract-input'
import { env } from '~/config/env.server'
import { clearSessionCookie } from '../sign-in/sign-in-cookies.server'
import { changePasswordAndRenewSession, setPasswordAndRenewSession } from './change-password.server'
import { memberApi } from './member-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally. Every one acts for
// the member of the session cookie only (see memberApi).

/** Whether the address forms offer the Kakao postcode search (ADDRESS_SEARCH; the CSP allows it only then). */
export const getAddressSearch = createServerFn({ method: 'GET' }).handler(() => ({ enabled: env.ADDRESS_SEARCH === 'on' }))

export const updateProfile = createServerFn({ method: 'POST' })
  .validator(contractInput(profileSchema))
  .handler(({ data }) => actionOutcome(() => memberApi(memberAreaEndpoints.updateProfile, { body: data })))

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

export const changePhone = createServerFn({ method: 'POST' })
  .validator(contractInput(changePhoneBody))
  .handler(({ data }) => actionOutcome(() => memberApi(memberAreaEndpoints.changePhone, { body: data })))

/** Closes the account; on success the session cookie goes too (the API has ended every session). */
export const withdraw = createServerFn({ method: 'POST' })
  .validator(contractInput(withdrawBody))
  .handler(async ({ data }) => {
    const outcome = await actionOutcome(() => memberApi(memberAreaEndpoints.withdraw, { body: data }))
    if (outcome.ok) clearSessionCookie()
    return outcome
  })

export const getPoints = createServerFn({ method: 'GET' })
  .validator(contractInput(pointsQuery))
  .handler(({ data }) => memberApi(memberAreaEndpoints.points, { query: data }))

export const getQuestions = createServerFn({ method: 'GET' })
  .validator(contractInput(pageQuery))
  .handler(({ data }) => memberApi(memberAreaEndpoints.questions, { query: data }))

export const getQuestion = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)) })))
  .handler(({ data }) => memberApi(memberAreaEndpoints.question, { params: { id: String(data.id) } }))

export const askQuestion = createServerFn({ method: 'POST' })
  .validator(contractInput(askQuestionBody))
  .handler(({ data }) => actionOutcome(() => memberApi(memberAreaEndpoints.askQuestion, { body: data })))

export const getSamples = createServerFn({ method: 'GET' })
  .validator(contractInput(pageQuery))
  .handler(({ data }) => memberApi(memberAreaEndpoints.samples, { query: data }))

export const requestSample = createServerFn({ method: 'POST' })
  .validator(contractInput(newSampleRequestSchema))
  .handler(({ data }) => actionOutcome(() => memberApi(memberAreaEndpoints.requestSample, { body: data })))

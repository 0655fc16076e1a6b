import { describe, expect, it } from 'vitest'
import { actionOutcome } from './action-outcome'
import { callApi } from './client.server'
import { memberAreaEndpoints } from './contract/member-area-endpoints'

const refusal =
  (error: unknown, status = 400) =>
  async () =>
    Response.json({ error }, { status })
const call = (transport: () => Promise<Response>) =>
  actionOutcome(() =>
    callApi(
      memberAreaEndpoints.changePassword,
      { body: { currentPassword: 'old-one', newPassword: '12345678' } },
      { transport, baseUrl: 'https://api.test/api/v1', locale: 'en-US', unavailableMessage: 'unavailable' },
    ),
  )

describe('a refusal as the page gets it', () => {
  it("carries the message of each field the API's error body names, for the form to show under the field", async () => {
    const problem = { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common.' }
    const error = { status: 400, code: problem.code, message: problem.message, fields: { newPassword: problem } }
    expect(await call(refusal(error))).toEqual({
      ok: false,
      status: 400,
      code: 'PASSWORD_TOO_COMMON',
      message: problem.message,
      fields: { newPassword: problem.message },
    })
  })

  it('has no fields when the error body names none', async () => {
    const error = { status: 403, code: 'WRONG_PASSWORD', message: 'The information you entered is incorrect.' }
    expect(await call(refusal(error, 403))).toEqual({ ok: false, ...error })
  })
})

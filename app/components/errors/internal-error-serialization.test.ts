import { makeSerovalPlugin } from '@tanstack/router-core'
import { fromJSON, toJSONAsync } from 'seroval'
import { describe, expect, it } from 'vitest'
import { apiRequestErrorAdapter } from '~/api/api-error-serialization'
import { ApiRequestError } from '~/api/api-errors'
import { statusOf } from './error-status'
import { internalErrorAdapter } from './internal-error-serialization'

const plugins = [makeSerovalPlugin(apiRequestErrorAdapter), makeSerovalPlugin(internalErrorAdapter)]

async function roundTrip(value: unknown): Promise<{ text: string; value: unknown }> {
  const json = await toJSONAsync(value, { plugins })
  return { text: JSON.stringify(json), value: fromJSON(json, { plugins }) }
}

describe('errors sent to the browser', () => {
  it('carry no internal message: a validator’s issues with the input are left behind, the status kept', async () => {
    const issues = JSON.stringify([{ kind: 'validation', expected: '/^[^\\u0000-\\u001f]*$/', input: 'pzMARK' }])
    const { text, value } = await roundTrip({ error: new Error(issues), failure: new TypeError('x is undefined') })
    expect(text).not.toMatch(/pzMARK|u0000|validation|undefined|TypeError/)
    const { error, failure } = value as { error: Error; failure: Error }
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('')
    expect(statusOf(error)).toBe(500)
    expect(failure.message).toBe('')
  })

  it('keep an error’s own HTTP status', async () => {
    const { value } = await roundTrip(Object.assign(new Error('Not Acceptable: /secret'), { status: 406 }))
    expect(statusOf(value)).toBe(406)
    expect((value as Error).message).toBe('')
  })

  it('keep an API refusal whole: its status, code and localized message', async () => {
    const { value } = await roundTrip(new ApiRequestError(400, 'BAD_REQUEST', 'Please check the values you entered.'))
    expect(value).toBeInstanceOf(ApiRequestError)
    expect(value).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'Please check the values you entered.' })
  })
})

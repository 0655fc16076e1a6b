import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { ApiRequestError } from './api-errors'
import { pharmacyPageQuery } from './contract/pharmacies'
import { contractInput } from './contract-input'

describe('a server function’s input checked by its contract schema', () => {
  const check = contractInput(pharmacyPageQuery)

  it('passes what the API accepts, as the schema outputs it', () => {
    expect(check({ page: 2, size: 10, query: ' 약국 ' })).toEqual({ page: 2, size: 10, query: '약국' })
  })

  it('refuses the rest as the API does: 400, BAD_REQUEST, a localized message, nothing of the input or the schema', () => {
    for (const query of ['\u0001pzMARK', '\u007f', 'a\u0000b']) {
      let refusal: unknown
      try {
        check({ query })
      } catch (error) {
        refusal = error
      }
      expect(refusal).toBeInstanceOf(ApiRequestError)
      expect(refusal).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: m.api_error_bad_request() })
      expect(JSON.stringify(refusal)).not.toMatch(/pzMARK|u0000|u001f/)
    }
    expect(() => contractInput(v.object({ id: v.number() }))({ id: 'x' as unknown as number })).toThrow(ApiRequestError)
  })
})

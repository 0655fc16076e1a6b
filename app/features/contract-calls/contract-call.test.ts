import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '~/api/api-errors'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { m } from '~/paraglide/messages'
import { type ContractCall, checkedCallOf, isRead } from './contract-call'
import { publicPrivateReads, publicReads } from './public-endpoints'

/** The refusal a call gets, or undefined when it is taken. */
function refusalOf(check: (call: ContractCall) => unknown, call: unknown): unknown {
  try {
    check(call as ContractCall)
  } catch (error) {
    return error
  }
  return undefined
}

/** The API's own refusal of a bad input, as a spelled-out server function's contractInput answers it. */
const badRequest = { status: 400, code: 'BAD_REQUEST', message: m.api_error_bad_request() }

describe("a visitor's read dispatched by the contract (decision 119)", () => {
  const readPublic = checkedCallOf(publicReads, isRead)

  it("takes a read the table names, its input as the endpoint's schemas output it", () => {
    expect(readPublic({ endpoint: 'pharmacyPage', input: { query: { page: 2, size: 10, query: ' 약국 ' } } })).toEqual({
      endpoint: contentEndpoints.pharmacyPage,
      input: { query: { page: 2, size: 10, query: '약국' } },
    })
    expect(readPublic({ endpoint: 'newsDetail', input: { params: { id: 3 } } }).endpoint).toBe(contentEndpoints.newsDetail)
    expect(readPublic({ endpoint: 'people', input: {} }).input).toEqual({})
  })

  it('refuses an endpoint it does not name, an inherited name among them, as the API refuses a bad request', () => {
    for (const endpoint of ['noSuchRead', 'constructor', '__proto__', 'toString', '', 'x'.repeat(101)]) {
      const refusal = refusalOf(readPublic, { endpoint, input: {} })
      expect(refusal, endpoint).toBeInstanceOf(ApiRequestError)
      expect(refusal, endpoint).toMatchObject(badRequest)
    }
    for (const call of [undefined, null, 'newsList', { endpoint: 1, input: {} }, { endpoint: 'people', input: {}, more: 1 }]) {
      expect(refusalOf(readPublic, call), JSON.stringify(call)).toMatchObject(badRequest)
    }
  })

  it('refuses, by GET, a call that is not a read, and a staff or member call', () => {
    expect(
      refusalOf(readPublic, { endpoint: 'pharmacyNearby', input: { body: { latitude: 37.5, longitude: 127 } } }),
    ).toMatchObject(badRequest)
    for (const endpoint of ['inquiryList', 'me', 'points', 'newsPreview']) {
      expect(refusalOf(readPublic, { endpoint, input: {} }), endpoint).toMatchObject(badRequest)
    }
  })

  it("refuses an input the endpoint's schema refuses as the API does: 400, localized, nothing of the input", () => {
    const refused: unknown[] = [
      { query: { query: '\u0001pzMARK' } },
      { query: { page: 0 } },
      { params: { id: 'pzMARK' } },
      { params: { id: 3 }, body: { pzMARK: 1 } },
      { params: { id: 3 }, extra: 'pzMARK' },
      {},
      'pzMARK',
    ]
    for (const input of refused) {
      const endpoint = 'query' in Object(input) ? 'pharmacyPage' : 'newsDetail'
      const refusal = refusalOf(readPublic, { endpoint, input })
      expect(refusal, JSON.stringify(input)).toBeInstanceOf(ApiRequestError)
      expect(refusal, JSON.stringify(input)).toMatchObject(badRequest)
      expect(JSON.stringify(refusal)).not.toContain('pzMARK')
    }
  })

  it('reads a preview and the nearest pharmacies only by POST, so that a token or a place is in no address', () => {
    const readPrivately = checkedCallOf(publicPrivateReads)
    expect(
      readPrivately({ endpoint: 'newsPreview', input: { params: { id: 3 }, query: { token: 'a'.repeat(43) } } }).input,
    ).toEqual({
      params: { id: 3 },
      query: { token: 'a'.repeat(43) },
    })
  })
})

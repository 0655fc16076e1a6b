import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { serverFunctionRefusal } from './server-function-refusal'

describe('a refused server-function call', () => {
  it('answers the error body in the language the call names, else the one the visitor prefers', async () => {
    const named = serverFunctionRefusal(new Request('http://site.test/', { headers: { 'x-locale': 'ja-JP' } }), 400)
    expect(named.status).toBe(400)
    expect(named.headers.get('cache-control')).toBe('no-store')
    expect(await named.json()).toEqual({
      error: { status: 400, code: 'BAD_REQUEST', message: m.api_error_bad_request({}, { locale: 'ja-JP' }) },
    })
    const preferred = serverFunctionRefusal(new Request('http://site.test/', { headers: { 'accept-language': 'zh-TW' } }), 404)
    expect(await preferred.json()).toEqual({
      error: { status: 404, code: 'NOT_FOUND', message: m.api_error_not_found({}, { locale: 'zh-TW' }) },
    })
  })
})

import { describe, expect, it, vi } from 'vitest'
import { RECAPTCHA_MIN_SCORE, recaptchaVerifier } from './recaptcha'

/** A siteverify stand-in that answers `body` and records what it was sent. */
function siteverify(body: unknown, status = 200) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => Response.json(body, { status }))
}

describe('recaptchaVerifier', () => {
  it('sends the secret, the token and the address to siteverify, and accepts a success', async () => {
    const fetchImpl = siteverify({ success: true, score: 0.9, action: 'inquiry' })
    await expect(recaptchaVerifier('secret', { fetchImpl })('token', '203.0.113.7')).resolves.toBe(true)
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify')
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      secret: 'secret',
      response: 'token',
      remoteip: '203.0.113.7',
    })
  })

  it('refuses a v3 score under the minimum, and accepts one at it', async () => {
    expect(RECAPTCHA_MIN_SCORE).toBe(0.5)
    await expect(recaptchaVerifier('s', { fetchImpl: siteverify({ success: true, score: 0.3 }) })('t', undefined)).resolves.toBe(
      false,
    )
    await expect(recaptchaVerifier('s', { fetchImpl: siteverify({ success: true, score: 0.5 }) })('t', undefined)).resolves.toBe(
      true,
    )
    await expect(
      recaptchaVerifier('s', { fetchImpl: siteverify({ success: true, score: 0.3 }), minScore: 0.2 })('t', undefined),
    ).resolves.toBe(true)
  })

  it('passes an answer without a score (v2 keys) on success alone', async () => {
    await expect(recaptchaVerifier('s', { fetchImpl: siteverify({ success: true }) })('t', undefined)).resolves.toBe(true)
  })

  it('refuses a failure, an error status, an unreachable Google and an empty or huge token', async () => {
    await expect(recaptchaVerifier('s', { fetchImpl: siteverify({ success: false, score: 0.9 }) })('t', undefined)).resolves.toBe(
      false,
    )
    await expect(recaptchaVerifier('s', { fetchImpl: siteverify({ success: true }, 500) })('t', undefined)).resolves.toBe(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    await expect(recaptchaVerifier('s', { fetchImpl: down })('t', undefined)).resolves.toBe(false)
    warn.mockRestore()
    const unused = siteverify({ success: true })
    await expect(recaptchaVerifier('s', { fetchImpl: unused })('', undefined)).resolves.toBe(false)
    await expect(recaptchaVerifier('s', { fetchImpl: unused })('x'.repeat(4097), undefined)).resolves.toBe(false)
    expect(unused).not.toHaveBeenCalled()
  })
})

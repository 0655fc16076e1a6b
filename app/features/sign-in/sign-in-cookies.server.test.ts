import { createServerEntry, getResponseHeaders } from '@tanstack/react-start/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

const now = Date.parse('2026-11-21T09:00:00Z')
const session = { accessToken: 'opaque-token-for-tests', expiresAt: '2026-11-22T08:30:00Z' }

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** The cookie module as the server loads it (the environment is read once, at start). */
async function loadCookies(trustProxy: boolean) {
  vi.stubEnv('TRUST_PROXY', String(trustProxy))
  vi.stubEnv('SESSION_COOKIE_NAME', 'member_session')
  vi.stubEnv('SESSION_TTL_HOURS', '24')
  vi.resetModules()
  return import('./sign-in-cookies.server')
}

/** Runs `write` inside a request to `url`, as the server does, and answers the Set-Cookie headers it produced. */
async function setCookiesOf(url: string, write: () => void, headers: Record<string, string> = {}): Promise<string[]> {
  let cookies: string[] = []
  const entry = createServerEntry({
    fetch: async () => {
      write()
      cookies = getResponseHeaders().getSetCookie()
      return new Response(null, { status: 204 })
    },
  })
  await entry.fetch(new Request(url, { headers }))
  return cookies
}

/** A Set-Cookie header's attributes, by lower-case name (`true` for a flag). */
function attributesOf(setCookie: string | undefined): Record<string, string | true> {
  const [pair = '', ...attributes] = (setCookie ?? '').split(';').map((part) => part.trim())
  const entries = attributes.map((attribute) => {
    const [name = '', value] = attribute.split('=')
    return [name.toLowerCase(), value ?? true] as const
  })
  return { cookie: pair, ...Object.fromEntries(entries) }
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, __Host- prefixed over HTTPS, and lasts as long as the token', async () => {
    const { writeSessionCookie } = await loadCookies(false)
    const [cookie, ...others] = await setCookiesOf('https://www.example.com/login', () => writeSessionCookie(session, now))
    expect(others).toEqual([])
    expect(attributesOf(cookie)).toMatchObject({
      cookie: '__Host-member_session=opaque-token-for-tests',
      httponly: true,
      samesite: 'Lax',
      path: '/',
      'max-age': String(23.5 * 3600),
    })
  })

  it('never outlives SESSION_TTL_HOURS, whatever expiry the token claims', async () => {
    const { writeSessionCookie } = await loadCookies(false)
    const longLived = { ...session, expiresAt: '2026-12-21T09:00:00Z' }
    const [cookie] = await setCookiesOf('https://www.example.com/login', () => writeSessionCookie(longLived, now))
    expect(attributesOf(cookie)['max-age']).toBe(String(24 * 3600))
  })

  it('is Secure when the visitor came over HTTPS', async () => {
    const { writeSessionCookie } = await loadCookies(false)
    const [cookie] = await setCookiesOf('https://www.example.com/login', () => writeSessionCookie(session, now))
    expect(attributesOf(cookie).secure).toBe(true)
  })

  it('is not Secure over plain HTTP (a developer machine), where a browser would drop a Secure cookie', async () => {
    const { writeSessionCookie } = await loadCookies(false)
    const [cookie] = await setCookiesOf('http://localhost:3000/login', () => writeSessionCookie(session, now))
    expect(attributesOf(cookie).secure).toBeUndefined()
    expect(attributesOf(cookie).cookie).toBe('member_session=opaque-token-for-tests')
  })

  it("is Secure behind a trusted TLS proxy that says https, and not on an untrusted proxy's word", async () => {
    const forwarded = { 'x-forwarded-proto': 'https' }
    const trusted = await loadCookies(true)
    const [behindProxy] = await setCookiesOf(
      'http://127.0.0.1:3000/login',
      () => trusted.writeSessionCookie(session, now),
      forwarded,
    )
    expect(attributesOf(behindProxy).secure).toBe(true)

    const untrusted = await loadCookies(false)
    const [spoofed] = await setCookiesOf(
      'http://127.0.0.1:3000/login',
      () => untrusted.writeSessionCookie(session, now),
      forwarded,
    )
    expect(attributesOf(spoofed).secure).toBeUndefined()
  })

  it('is cleared with the same attributes it was set with, so the browser really drops it', async () => {
    const { clearSessionCookie } = await loadCookies(false)
    const [cookie] = await setCookiesOf('https://www.example.com/logout', () => clearSessionCookie())
    expect(attributesOf(cookie)).toMatchObject({ cookie: '__Host-member_session=', 'max-age': '0', path: '/', secure: true })
  })
})

describe('reading the session cookie', () => {
  /** What readSessionToken finds in a request that carries `cookie`. */
  async function tokenIn(cookie: string): Promise<string | undefined> {
    const { readSessionToken } = await loadCookies(false)
    let token: string | undefined
    const entry = createServerEntry({
      fetch: async () => {
        token = readSessionToken()
        return new Response(null, { status: 204 })
      },
    })
    await entry.fetch(new Request('http://localhost/mypage', { headers: { cookie } }))
    return token
  }

  it('finds an opaque token or a JWT as the API issued it', async () => {
    expect(await tokenIn('member_session=opaque-token-for-tests')).toBe('opaque-token-for-tests')
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl_-+/=='
    expect(await tokenIn(`member_session=${jwt}`)).toBe(jwt)
  })

  it('counts a value no API could have issued as no session (it could not be sent in a header)', async () => {
    expect(await tokenIn(`member_session=${encodeURIComponent('🙂'.repeat(3))}`)).toBeUndefined()
    expect(await tokenIn(`member_session=${encodeURIComponent('a b')}`)).toBeUndefined()
    expect(await tokenIn(`member_session=${'a'.repeat(5000)}`)).toBeUndefined()
    expect(await tokenIn('member_session=')).toBeUndefined()
  })
})

describe('the device cookie', () => {
  it('is HttpOnly, a year long, sent only to server functions, and __Secure- prefixed over HTTPS', async () => {
    const { writeDeviceCookie } = await loadCookies(false)
    const [cookie] = await setCookiesOf('https://www.example.com/_serverFn/x', () => writeDeviceCookie('nonce.mac'))
    expect(attributesOf(cookie)).toMatchObject({
      cookie: '__Secure-member_device=nonce.mac',
      httponly: true,
      secure: true,
      path: '/_serverFn',
      'max-age': String(365 * 24 * 3600),
    })
  })
})

describe('the sign-in state cookie', () => {
  it('is HttpOnly, Secure and __Host- prefixed over HTTPS, and lasts ten minutes', async () => {
    const { writeOAuthStateCookie } = await loadCookies(false)
    const [cookie] = await setCookiesOf('https://www.example.com/auth/start/kakao', () => writeOAuthStateCookie('flow'))
    expect(attributesOf(cookie)).toMatchObject({
      cookie: '__Host-oauth_state=flow',
      httponly: true,
      samesite: 'Lax',
      secure: true,
      'max-age': '600',
    })
  })
})

import { describe, expect, it } from 'vitest'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { nextMinute, PASSWORD, send, setUpAuthHarness, signUp, uniqueEmail } from './auth-support'
import { transportNames } from './harness'

const harness = setUpAuthHarness(() => ({ signInFailureLimit: 5 }))

let ips = 0
const newIp = () => {
  ips += 1
  return `198.51.100.${ips}`
}

describe.each(transportNames)('password sign-in over %s', (name) => {
  const login = (email: string, password: string, clientIp: string, locale = 'en-US') =>
    send(harness, name, signInEndpoints.login, { body: { email, password } }, { clientIp, locale })

  it('answers a wrong password and an unknown email identically', async () => {
    nextMinute(harness)
    const email = uniqueEmail('known')
    await signUp(harness, name, email)
    const wrongPassword = await login(email, 'not-the-password', newIp())
    const unknownEmail = await login(uniqueEmail('nobody'), 'not-the-password', newIp())
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.json).toEqual(unknownEmail.json)
    expect(wrongPassword.json.error).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: m.api_error_invalid_credentials({}, { locale: 'en-US' }),
    })
  })

  it('refuses a client after 5 failures in a minute, even with the right password, then lets it in the next minute', async () => {
    nextMinute(harness)
    const email = uniqueEmail('victim')
    await signUp(harness, name, email)
    const ip = newIp()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(uniqueEmail(`guess${attempt}`), 'guess', ip)).status).toBe(401)
    }
    const limited = await login(email, PASSWORD, ip, 'ko-KR')
    expect(limited.status).toBe(429)
    expect(limited.json.error).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: m.api_error_too_many_sign_ins({}, { locale: 'ko-KR' }),
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // Another client is not held back by this one.
    expect((await login(email, PASSWORD, newIp())).status).toBe(200)

    nextMinute(harness)
    expect((await login(email, PASSWORD, ip)).status).toBe(200)
  })

  it('refuses an account after 5 failures from different addresses, whoever asks next', async () => {
    nextMinute(harness)
    const email = uniqueEmail('target')
    await signUp(harness, name, email)
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(email, `wrong-${attempt}`, newIp())).status).toBe(401)
    const limited = await login(email, PASSWORD, newIp())
    expect(limited.status).toBe(429)
    nextMinute(harness)
    expect((await login(email, PASSWORD, newIp())).status).toBe(200)
  })

  it('says the same for an account that exists and one that does not, once limited', async () => {
    nextMinute(harness)
    const existing = uniqueEmail('exists')
    await signUp(harness, name, existing)
    const missing = uniqueEmail('missing')
    for (const email of [existing, missing]) {
      for (let attempt = 0; attempt < 5; attempt += 1) await login(email, 'wrong', newIp())
    }
    const [a, b] = [await login(existing, 'wrong', newIp()), await login(missing, 'wrong', newIp())]
    expect(a.status).toBe(429)
    expect(a.json).toEqual(b.json)
  })

  it('does not count successful sign-ins', async () => {
    nextMinute(harness)
    const email = uniqueEmail('regular')
    await signUp(harness, name, email)
    const ip = newIp()
    for (let attempt = 0; attempt < 7; attempt += 1) expect((await login(email, PASSWORD, ip)).status).toBe(200)
  })
})

import { describe, expect, it } from 'vitest'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { send, setUpAuthHarness, signupBody, uniqueEmail } from './auth-support'
import { transportNames } from './harness'

const harness = setUpAuthHarness(() => ({ signUpLimit: 3 }))

describe.each(transportNames)('sign-ups per client over %s', (name) => {
  const signUpFrom = (clientIp: string) =>
    send(harness, name, signInEndpoints.signup, { body: signupBody(uniqueEmail('flood')) }, { clientIp, locale: 'en-US' })

  it('creates 3 accounts an hour from one address, refuses the 4th with 429, and lets another address in', async () => {
    const ip = name === 'http' ? '203.0.113.10' : '203.0.113.20'
    for (let account = 0; account < 3; account += 1) expect((await signUpFrom(ip)).status).toBe(200)
    const refused = await signUpFrom(ip)
    expect(refused.status).toBe(429)
    expect(refused.json.error).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: m.api_error_rate_limited({}, { locale: 'en-US' }),
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await signUpFrom(name === 'http' ? '203.0.113.11' : '203.0.113.21')).status).toBe(200)

    harness.clock.now = new Date(harness.clock.now.getTime() + 3600_000)
    expect((await signUpFrom(ip)).status).toBe(200)
  })
})

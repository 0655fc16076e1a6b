import { describe, expect, it, vi } from 'vitest'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { send, setUpAuthHarness, signupBody, uniqueEmail } from './auth-support'

/** ASVS 5.0 16.3.3: a request refused by a control is in the server log, with nothing the caller sent in it. */
const harness = setUpAuthHarness(() => ({ signUpLimit: 1 }))
const MARKER = 'refused-value-7f3a'

function infoLines() {
  return vi.spyOn(console, 'info').mockImplementation(() => {})
}

const refusalsIn = (spy: ReturnType<typeof infoLines>) =>
  spy.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('api: a control refused the request'))

describe('a refusal by a control', () => {
  it('is logged with its code, the route’s pattern and the caller’s address, and none of what was sent', async () => {
    const lines = infoLines()
    const badEmail = { ...signupBody(`${MARKER}-not-an-address`) }
    const invalid = await send(harness, 'http', signInEndpoints.signup, { body: badEmail }, { clientIp: '203.0.113.70' })
    expect(invalid.status).toBe(400)
    const tooLarge = await send(
      harness,
      'http',
      signInEndpoints.signup,
      { body: signupBody(uniqueEmail('large'), { name: `${MARKER}${'가'.repeat(100_000)}` }) },
      { clientIp: '203.0.113.71' },
    )
    expect(tooLarge.status).toBe(413)
    expect(refusalsIn(lines)).toEqual([
      'api: a control refused the request code="BAD_REQUEST" method="POST" route="/api/v1/signup" clientIp="203.0.113.70"',
      'api: a control refused the request code="PAYLOAD_TOO_LARGE" method="POST" route="/api/v1/signup" clientIp="203.0.113.71"',
    ])
    expect(lines.mock.calls.flat().join('\n')).not.toContain(MARKER)
    lines.mockRestore()
  })

  it('is logged for a rate limit too, and not for what no control refused (an unknown address)', async () => {
    const signUpFrom = () =>
      send(
        harness,
        'in-process',
        signInEndpoints.signup,
        { body: signupBody(uniqueEmail('limit')) },
        { clientIp: '203.0.113.72' },
      )
    expect((await signUpFrom()).status).toBe(200)
    const lines = infoLines()
    expect((await signUpFrom()).status).toBe(429)
    expect((await harness.app.request('/api/v1/no-such-call')).status).toBe(404)
    expect(refusalsIn(lines)).toEqual([
      'api: a control refused the request code="RATE_LIMITED" method="POST" route="/api/v1/signup" clientIp="203.0.113.72"',
    ])
    lines.mockRestore()
  })
})

import { describe, expect, it } from 'vitest'
import { signInEndpoints } from '~/api/contract/sign-in-endpoints'
import { send, signUp, uniqueEmail } from './auth-support'
import { transportNames } from './harness'
import { codeAt, enrol, secondFactor } from './second-factor-support'
import { newPerson, setUpSocialHarness, socialSignIn } from './social-support'

const harness = setUpSocialHarness()

describe.each(transportNames)('a social sign-in of a member whose second factor is on (%s)', (name) => {
  it('asks for the code instead of answering a session, when it links the account and every time after', async () => {
    const email = uniqueEmail('totp-social')
    const token = await signUp(harness, name, email)
    const { key } = await enrol(harness, name, token)
    harness.clock.now = new Date(harness.clock.now.getTime() + 30_000)
    const person = newPerson(email, true)

    for (const round of [0, 1]) {
      const answer = await socialSignIn(harness, name, 'google', person)
      expect(answer.status).toBe(200)
      expect(answer.json.data).toEqual({
        secondFactorRequired: true,
        secondFactorTicket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      })
      const ticket = (answer.json.data as { secondFactorTicket: string }).secondFactorTicket
      const signedIn = await secondFactor(harness, name, ticket, codeAt(harness, key, round))
      expect(signedIn.status).toBe(200)
      // A social sign-in answers no device token: it counts no password failures.
      expect(signedIn.json.data?.deviceToken).toBeUndefined()
      const me = await send(harness, name, signInEndpoints.me, {}, { token: signedIn.json.data?.accessToken })
      expect(me.json.data?.email).toBe(email)
    }
  })
})

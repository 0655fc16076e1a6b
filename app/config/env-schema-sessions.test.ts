import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from './env-schema'

describe('session timeouts in the environment', () => {
  it('default to 24 hours from sign-in, 30 idle minutes and re-authentication after 15 minutes', () => {
    expect(parseEnv({})).toMatchObject({ SESSION_TTL_HOURS: 24, SESSION_IDLE_MINUTES: 30, SESSION_REAUTH_MINUTES: 15 })
  })

  it('read overrides, a fraction of a minute for the re-authentication window included', () => {
    expect(parseEnv({ SESSION_IDLE_MINUTES: '60', SESSION_REAUTH_MINUTES: '0.1' })).toMatchObject({
      SESSION_IDLE_MINUTES: 60,
      SESSION_REAUTH_MINUTES: 0.1,
    })
  })

  it.each([
    ['SESSION_IDLE_MINUTES', '4'],
    ['SESSION_IDLE_MINUTES', 'an hour'],
    ['SESSION_IDLE_MINUTES', '-30'],
    ['SESSION_REAUTH_MINUTES', '0'],
    ['SESSION_REAUTH_MINUTES', '61'],
    ['SESSION_REAUTH_MINUTES', '1e3'],
  ])('refuse %s=%s', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(InvalidEnvironmentError)
  })
})

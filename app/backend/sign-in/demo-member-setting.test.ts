import { describe, expect, it } from 'vitest'
import { demoMemberWanted, isLoopbackOrigin } from './demo-member-setting'

describe('the demo member setting', () => {
  it('knows a site on loopback by its origin', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://127.8.9.10', 'http://[::1]:3000']) {
      expect(isLoopbackOrigin(origin)).toBe(true)
    }
    for (const origin of [
      'https://www.example.com',
      'http://10.0.0.5:3000',
      'http://localhost.example.com',
      'http://128.0.0.1',
    ]) {
      expect(isLoopbackOrigin(origin)).toBe(false)
    }
  })

  it('is on by default only on loopback, as DEMO_MEMBER says otherwise, and never without the embedded database', () => {
    const wanted = (setting: 'on' | 'off' | undefined, siteUrl: string, embeddedDatabase = true) =>
      demoMemberWanted({ setting, siteUrl, embeddedDatabase })
    expect(wanted(undefined, 'http://localhost:3000')).toBe(true)
    expect(wanted(undefined, 'https://www.example.com')).toBe(false)
    expect(wanted('on', 'https://www.example.com')).toBe(true)
    expect(wanted('off', 'http://localhost:3000')).toBe(false)
    expect(wanted('on', 'http://localhost:3000', false)).toBe(false)
    expect(wanted(undefined, 'http://localhost:3000', false)).toBe(false)
  })
})

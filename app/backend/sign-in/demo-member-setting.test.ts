import { describe, expect, it } from 'vitest'
import { demoMemberWanted } from './demo-member-setting'

describe('the demo member setting', () => {
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

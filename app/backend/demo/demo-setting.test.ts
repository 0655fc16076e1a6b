import { describe, expect, it } from 'vitest'
import { demoWanted } from './demo-setting'

describe('the demo’s rule (DEMO_MEMBER, DEMO_CONTENT)', () => {
  it('unset: only a site on loopback (localhost, 127.0.0.0/8, [::1]) has the demo', () => {
    for (const siteUrl of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      expect(demoWanted(undefined, siteUrl)).toBe(true)
    }
    expect(demoWanted(undefined, 'https://www.example.com')).toBe(false)
  })

  it('on and off: as told, wherever the site runs', () => {
    expect(demoWanted('on', 'https://www.example.com')).toBe(true)
    expect(demoWanted('off', 'http://localhost:3000')).toBe(false)
  })
})

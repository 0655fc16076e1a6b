import { describe, expect, it } from 'vitest'
import { otpauthSecret } from '../otpauth-secret'
import { consoleReturnTo } from './console-return-to'

describe('after sign-in the console goes back', () => {
  it('to a console address on this site', () => {
    expect(consoleReturnTo('/admin/audit?lang=en-US&page=2')).toBe('/admin/audit?lang=en-US&page=2')
    expect(consoleReturnTo('/admin?lang=ko-KR')).toBe('/admin?lang=ko-KR')
  })

  it('never elsewhere, nor to the sign-in pages', () => {
    for (const target of [
      'https://evil.test/admin',
      '//evil.test/admin',
      '/\\evil.test',
      '/news?lang=ko-KR',
      '/administration',
      '/admin/login?lang=ko-KR',
      '/admin/invitation?token=x',
      42,
      undefined,
    ]) {
      expect(consoleReturnTo(target), String(target)).toBeUndefined()
    }
  })
})

describe('an invitation key to type by hand', () => {
  it('is the secret of the otpauth URI, or nothing', () => {
    expect(otpauthSecret('otpauth://totp/Cellactis:kim%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Cellactis')).toBe(
      'JBSWY3DPEHPK3PXP',
    )
    expect(otpauthSecret('not a uri')).toBe('')
  })
})

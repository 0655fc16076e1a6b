import { describe, expect, it } from 'vitest'
import { otpauthSecret } from '../otpauth-secret'
import { consoleReturnTo, returnToInPageLanguage } from './console-return-to'

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

  it('in the language chosen on the sign-in page, not the one the console first opened in', () => {
    expect(returnToInPageLanguage('/admin/audit?lang=ko-KR&page=2', 'en-US')).toBe('/admin/audit?lang=en-US&page=2')
    expect(returnToInPageLanguage('/admin?lang=en-US', 'ko-KR')).toBe('/admin?lang=ko-KR')
    expect(returnToInPageLanguage('/admin/inquiries', 'en-US')).toBe('/admin/inquiries?lang=en-US')
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

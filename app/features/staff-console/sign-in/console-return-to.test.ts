import { describe, expect, it } from 'vitest'
import { consoleSegments, sectionAt, signInPageAt } from '../console-sections'
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

describe('console addresses', () => {
  it('split into segments, and open the section of the first', () => {
    expect(consoleSegments(undefined)).toEqual([])
    expect(consoleSegments('staff/x/')).toEqual(['staff', 'x'])
    expect(sectionAt('')?.section.segment).toBe('')
    expect(sectionAt('audit')?.section.roles).toEqual(['admin'])
    expect(sectionAt('nothing-here')).toBeUndefined()
  })

  it('open sign-in and the invitation at their own address only; anything below them is no page, as an unknown section', () => {
    expect(signInPageAt('login')).toBe('login')
    expect(signInPageAt('invitation/')).toBe('invitation')
    for (const splat of ['login/x', 'invitation/x', 'login/login', 'invitation/abc/def', 'staff', '']) {
      expect(signInPageAt(splat), splat).toBeUndefined()
    }
    expect(sectionAt('login/x')).toBeUndefined()
    expect(sectionAt('invitation/x')).toBeUndefined()
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

import { afterEach, describe, expect, it } from 'vitest'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import { signInMethodsLabel } from './member-labels'

const pageLocale = getLocale()
afterEach(() => overwriteGetLocale(() => pageLocale))

describe('signInMethodsLabel', () => {
  it('names the ways in, then the second factor and the passkeys when there are any (en-US)', () => {
    overwriteGetLocale(() => 'en-US')
    const base = { password: true, providers: [], secondFactor: false, passkeys: 0 }
    expect(signInMethodsLabel(base)).toBe('Password')
    expect(signInMethodsLabel({ password: true, providers: ['kakao', 'google'], secondFactor: true, passkeys: 2 })).toBe(
      'Password, Kakao, Google · two-step verification on · passkeys: 2',
    )
    expect(signInMethodsLabel({ ...base, password: false })).toBe('Nothing')
  })

  it('says it in Korean in the Korean console', () => {
    overwriteGetLocale(() => 'ko-KR')
    expect(signInMethodsLabel({ password: false, providers: ['naver'], secondFactor: false, passkeys: 1 })).toBe(
      'Naver · 패스키 1개',
    )
  })
})

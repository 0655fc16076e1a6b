import { describe, expect, it } from 'vitest'
import { mapProfile } from './social-profile'

describe('profile mappers', () => {
  it('google: the OIDC subject, the email verified only when Google says so', () => {
    expect(
      mapProfile('google', { sub: '1098', email: 'Kim@Example.com', email_verified: true, name: '김구글', picture: 'x' }),
    ).toEqual({ provider: 'google', subject: '1098', email: 'kim@example.com', emailVerified: true, name: '김구글' })
    expect(mapProfile('google', { sub: '1098', email: 'kim@example.com', email_verified: false })).toMatchObject({
      emailVerified: false,
      name: null,
    })
    expect(mapProfile('google', { sub: '1098', email: 'kim@example.com', email_verified: 'true' })?.emailVerified).toBe(true)
    expect(mapProfile('google', { email: 'kim@example.com' })).toBeUndefined()
  })

  it('facebook: the app-scoped id; its email is never taken as verified', () => {
    expect(mapProfile('facebook', { id: '5550001', name: 'Fb Person', email: 'fb@example.com' })).toEqual({
      provider: 'facebook',
      subject: '5550001',
      email: 'fb@example.com',
      emailVerified: false,
      name: 'Fb Person',
    })
    expect(mapProfile('facebook', { id: '5550001', name: 'No Email' })).toMatchObject({ email: null })
  })

  it('naver: the wrapped response, the name or else the nickname; its email is never taken as verified', () => {
    const answer = {
      resultcode: '00',
      message: 'success',
      response: { id: 'nv-1', email: 'nv@example.com', nickname: '네이버별명' },
    }
    expect(mapProfile('naver', answer)).toEqual({
      provider: 'naver',
      subject: 'nv-1',
      email: 'nv@example.com',
      emailVerified: false,
      name: '네이버별명',
    })
    expect(mapProfile('naver', { ...answer, response: { ...answer.response, name: '홍길동' } })?.name).toBe('홍길동')
    expect(mapProfile('naver', { resultcode: '024', message: 'Authentication failed' })).toBeUndefined()
  })

  it('kakao: the numeric id as text; the email verified only when it is both valid and verified', () => {
    const account = { email: 'kk@example.com', is_email_valid: true, is_email_verified: true, profile: { nickname: '카카오' } }
    expect(mapProfile('kakao', { id: 42, kakao_account: account })).toEqual({
      provider: 'kakao',
      subject: '42',
      email: 'kk@example.com',
      emailVerified: true,
      name: '카카오',
    })
    expect(mapProfile('kakao', { id: 42, kakao_account: { ...account, is_email_valid: false } })?.emailVerified).toBe(false)
    expect(mapProfile('kakao', { id: 42, kakao_account: { ...account, is_email_verified: false } })?.emailVerified).toBe(false)
    expect(mapProfile('kakao', { id: 42 })).toMatchObject({ email: null, emailVerified: false, name: null })
    expect(mapProfile('kakao', { id: '42' })).toBeUndefined()
  })

  it('drops an email that is not one rather than storing it', () => {
    expect(mapProfile('facebook', { id: '1', email: 'not-an-email' })?.email).toBeNull()
  })
})

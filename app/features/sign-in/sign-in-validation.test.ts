import { describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime'
import {
  emailProblem,
  nameProblem,
  newPasswordProblem,
  passwordConfirmProblem,
  privacyProblem,
  signInPasswordProblem,
  termsProblem,
} from './sign-in-validation'

describe('sign-in and sign-up fields', () => {
  it('asks for an email, then for a valid one', () => {
    overwriteGetLocale(() => 'en-US')
    expect(emailProblem('  ')).toBe('Please enter your email address.')
    expect(emailProblem('member@')).toBe('Please enter a valid email address.')
    expect(emailProblem(`${'a'.repeat(250)}@x.io`)).toBe('Please enter a valid email address.')
    expect(emailProblem(' member@example.com ')).toBeUndefined()
  })

  it('speaks the page language', () => {
    overwriteGetLocale(() => 'ko-KR')
    expect(emailProblem('')).toBe('이메일을 입력해 주세요.')
    overwriteGetLocale(() => 'ja-JP')
    expect(newPasswordProblem('short')).toBe('パスワードは8～128文字で入力してください。')
  })

  it('takes any non-empty password at sign-in but holds a new one to 8–128 characters', () => {
    overwriteGetLocale(() => 'en-US')
    expect(signInPasswordProblem('')).toBe('Please enter your password.')
    expect(signInPasswordProblem('short')).toBeUndefined()
    expect(newPasswordProblem('1234567')).toBe('Use 8 to 128 characters for your password.')
    expect(newPasswordProblem('12345678')).toBeUndefined()
    expect(newPasswordProblem('x'.repeat(129))).toBe('Use 8 to 128 characters for your password.')
  })

  it('wants the confirmation to match, a name, and both required consents', () => {
    overwriteGetLocale(() => 'en-US')
    expect(passwordConfirmProblem('secret-123', 'secret-124')).toBe('The passwords do not match.')
    expect(passwordConfirmProblem('secret-123', 'secret-123')).toBeUndefined()
    expect(nameProblem(' ')).toBe('Please enter your name.')
    expect(nameProblem('x'.repeat(51))).toBe('Please keep your name within 50 characters.')
    expect(termsProblem(false)).toBe('Please agree to the terms of use.')
    expect(privacyProblem(false)).toBe('Please agree to the collection and use of your personal information.')
    expect(termsProblem(true) ?? privacyProblem(true)).toBeUndefined()
  })
})

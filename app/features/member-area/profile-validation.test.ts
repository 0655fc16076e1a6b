import { describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { birthdayDigits, isBirthday, profileBody, profileProblems } from './profile-validation'

const valid = { name: '김하나', zipcode: '06236', address1: '서울 강남구 테헤란로 1', address2: '', birthday: '19990101' }

describe('the profile form', () => {
  it('accepts a real past date of 8 digits only', () => {
    const today = new Date('2026-11-21T00:00:00Z')
    expect(isBirthday('19990101', today)).toBe(true)
    expect(isBirthday('19990230', today)).toBe(false)
    expect(isBirthday('1999-01-01', today)).toBe(false)
    expect(isBirthday('20301231', today)).toBe(false)
    expect(isBirthday('18991231', today)).toBe(false)
  })

  it('explains each bad field in the page language and lets optional ones stay empty', () => {
    overwriteGetLocale(() => 'en-US')
    expect(profileProblems(valid)).toEqual({})
    expect(profileProblems({ ...valid, zipcode: '', address1: '', birthday: '' })).toEqual({})
    expect(profileProblems({ ...valid, birthday: '1999-01' }).birthday).toBe(
      'Please enter your date of birth as 8 digits, e.g. 19990101.',
    )
    expect(birthdayDigits('1990-05-17')).toBe('19900517')
    expect(birthdayDigits('1990. 05. 17')).toBe('19900517')
    const problems = profileProblems({ ...valid, name: ' ', zipcode: '1234', birthday: '19991301', address2: 'x'.repeat(101) })
    expect(problems).toEqual({
      name: 'Please enter your name.',
      zipcode: 'Please enter a 5-digit postal code.',
      address2: 'Please keep the address within 100 characters.',
      birthday: 'This date does not exist. Please check the year, month and day.',
    })
  })

  it('sends empty optional fields as null, trimmed', () => {
    expect(profileBody({ ...valid, name: ' 김하나 ', address2: '  ', birthday: '' })).toEqual({
      name: '김하나',
      zipcode: '06236',
      address1: '서울 강남구 테헤란로 1',
      address2: null,
      birthday: null,
    })
  })
})

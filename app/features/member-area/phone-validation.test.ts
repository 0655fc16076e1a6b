import { describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { codeProblem, mobileProblem, normalizeMobile } from './phone-validation'
import { formatCountdown } from './use-countdown'

describe('the phone change form', () => {
  it('takes a Korean mobile number with or without dashes', () => {
    overwriteGetLocale(() => 'en-US')
    expect(normalizeMobile('010-1234 5678')).toBe('01012345678')
    expect(mobileProblem('010-1234-5678')).toBeUndefined()
    expect(mobileProblem('0111234567')).toBeUndefined()
    expect(mobileProblem('02-123-4567')).toBe('Please enter a valid mobile number, digits only.')
    expect(mobileProblem('010123456789')).toBe('Please enter a valid mobile number, digits only.')
  })

  it('wants six digits for the code, and shows the time left as m:ss', () => {
    overwriteGetLocale(() => 'ko-KR')
    expect(codeProblem('12345')).toBe('인증번호 6자리를 입력해 주세요.')
    expect(codeProblem(' 123456 ')).toBeUndefined()
    expect(formatCountdown(180)).toBe('3:00')
    expect(formatCountdown(59)).toBe('0:59')
  })
})

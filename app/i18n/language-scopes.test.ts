import { describe, expect, it } from 'vitest'
import { consoleLanguageCookie } from './language-scopes'

const keeps = (cookie: string) => `${cookie}; Path=/admin; Max-Age=31536000; SameSite=Lax; HttpOnly`

describe('a console page keeps its language in a cookie of the console’s own', () => {
  it('as soon as it differs from the one kept, or none is', () => {
    expect(consoleLanguageCookie(null, 'ko-KR', false)).toBe(keeps('console_lang=ko-KR'))
    expect(consoleLanguageCookie('console_lang=en-US', 'ko-KR', false)).toBe(keeps('console_lang=ko-KR'))
    expect(consoleLanguageCookie('console_lang=ko-KR', 'ko-KR', false)).toBeUndefined()
  })

  it('never takes the public site’s choice for it', () => {
    expect(consoleLanguageCookie('lang=ko-KR; __Host-lang=ko-KR', 'ko-KR', false)).toBe(keeps('console_lang=ko-KR'))
  })

  it('is __Secure-console_lang over HTTPS, for the console’s addresses only, and read before a bare one', () => {
    expect(consoleLanguageCookie(null, 'en-US', true)).toBe(`${keeps('__Secure-console_lang=en-US')}; Secure`)
    expect(consoleLanguageCookie('console_lang=ko-KR; __Secure-console_lang=en-US', 'en-US', true)).toBeUndefined()
  })
})

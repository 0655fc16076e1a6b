import { describe, expect, it } from 'vitest'
import { signInSearch } from './login-search'
import { returnToParam } from './return-to'
import { isSocialFailure } from './social/social-outcome'

describe('the sign-in page search', () => {
  it('returns only to a path on this site', () => {
    expect(returnToParam('/mypage?lang=en-US')).toBe('/mypage?lang=en-US')
    expect(returnToParam('//evil.test/x')).toBeUndefined()
    expect(returnToParam('https://evil.test')).toBeUndefined()
    expect(returnToParam('/\\evil.test')).toBeUndefined()
    expect(returnToParam(42)).toBeUndefined()
  })

  it('never returns to the sign-in pages themselves', () => {
    expect(returnToParam('/login?lang=ko-KR')).toBeUndefined()
    expect(returnToParam('/signup')).toBeUndefined()
    expect(returnToParam('/loginhelp')).toBe('/loginhelp')
  })

  it('keeps only short text in the address, and shows only a known social failure', () => {
    const parse = (search: object) => signInSearch(search as Parameters<typeof signInSearch>[0])
    // A `returnTo=7` the router read as a number is the text "7": no path, so the page returns nowhere with it.
    expect(parse({ error: 'state', returnTo: 7 })).toEqual({ error: 'state', returnTo: '7' })
    expect(returnToParam('7')).toBeUndefined()
    expect(parse({ error: 'x'.repeat(33) })).toEqual({ error: undefined })
    expect(isSocialFailure('state')).toBe(true)
    expect(isSocialFailure('<script>')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { popupResponse } from './popup-response.server'
import { destinationOf } from './social-callback.server'
import { socialFailureOfCode } from './social-outcome'

describe('the end of a social sign-in', () => {
  it('names the failure the sign-in page explains', () => {
    expect(socialFailureOfCode(403, 'ACCOUNT_WITHDRAWN')).toBe('withdrawn')
    expect(socialFailureOfCode(403, 'REREGISTRATION_BARRED')).toBe('barred')
    expect(socialFailureOfCode(409, 'EMAIL_TAKEN')).toBe('email_taken')
    expect(socialFailureOfCode(429, 'RATE_LIMITED')).toBe('rate_limited')
    expect(socialFailureOfCode(400, 'OAUTH_FAILED')).toBe('failed')
    expect(socialFailureOfCode(503, 'UNAVAILABLE')).toBe('unavailable')
  })

  it('goes back where the sign-in started, to the consents, or to the sign-in page with the reason', () => {
    overwriteGetLocale(() => 'ja-JP')
    const flow = { state: 's'.repeat(43), provider: 'naver' as const, mode: 'popup' as const, returnTo: '/news?lang=ja-JP' }
    expect(destinationOf('signed_in', flow)).toBe('/news?lang=ja-JP')
    expect(destinationOf('signed_in', undefined)).toBe('/?lang=ja-JP')
    expect(destinationOf('consent', flow)).toBe('/signup/consent?lang=ja-JP')
    expect(destinationOf('state', undefined)).toBe('/login?lang=ja-JP&error=state')
  })

  it('goes to the code step of a member whose second factor is on, then on to where the sign-in started', () => {
    overwriteGetLocale(() => 'ja-JP')
    const flow = { state: 's'.repeat(43), provider: 'kakao' as const, mode: 'popup' as const, returnTo: '/news?lang=ja-JP' }
    expect(destinationOf('second_factor', flow)).toBe('/login/second-factor?lang=ja-JP&returnTo=%2Fnews%3Flang%3Dja-JP')
    expect(destinationOf('second_factor', undefined)).toBe('/login/second-factor?lang=ja-JP')
  })

  it('comes back in the language the sign-in started in, whatever the callback request says', () => {
    overwriteGetLocale(() => 'en-US')
    const flow = {
      state: 's'.repeat(43),
      provider: 'google' as const,
      mode: 'redirect' as const,
      returnTo: '/',
      locale: 'ko-KR' as const,
    }
    expect(destinationOf('consent', flow)).toBe('/signup/consent?lang=ko-KR')
    expect(destinationOf('failed', flow)).toBe('/login?lang=ko-KR&error=failed')
  })

  it('hands the outcome only to an opener of this origin, with the nonce, and cannot be broken out of', async () => {
    overwriteGetLocale(() => 'en-US')
    const response = popupResponse('signed_in', '/x</script><script>alert(1)</script>', 'n0nce+/=')
    const html = await response.text()
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('<script nonce="n0nce+/=">')
    expect(html).toContain('postMessage(message,window.location.origin)')
    expect(html).not.toContain('</script><script>')
    expect(html).toContain('You are signed in. You can close this window.')
    expect(html).toContain('<html lang="en-US">')
  })
})

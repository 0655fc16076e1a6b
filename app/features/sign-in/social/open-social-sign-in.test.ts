import { describe, expect, it } from 'vitest'
import { isSignInMessage, popupFeatures } from './open-social-sign-in'
import type { SocialSignInMessage } from './social-outcome'

const site = 'https://www.example.com'
const popup = { name: 'the popup this page opened' } as unknown as Window
const handOver: SocialSignInMessage = { type: 'social-sign-in', outcome: 'signed_in', destination: '/mypage?lang=en-US' }

describe("the opener's check of the popup's message", () => {
  it('accepts the sign-in message from its own popup on its own origin', () => {
    expect(isSignInMessage({ origin: site, source: popup, data: handOver }, popup, site)).toBe(true)
  })

  it('ignores the same message from another origin', () => {
    for (const origin of ['https://nid.naver.com', 'http://www.example.com', 'https://www.example.com:8443', 'null']) {
      expect(isSignInMessage({ origin, source: popup, data: handOver }, popup, site), origin).toBe(false)
    }
  })

  it('ignores the same message from a window other than that popup', () => {
    const otherWindow = { name: 'another tab or frame of the site' } as unknown as Window
    expect(isSignInMessage({ origin: site, source: otherWindow, data: handOver }, popup, site)).toBe(false)
    expect(isSignInMessage({ origin: site, source: null, data: handOver }, popup, site)).toBe(false)
  })

  it('ignores anything else the popup posts', () => {
    for (const data of [null, 'social-sign-in', { ...handOver, type: 'something-else' }, { outcome: 'signed_in' }]) {
      expect(isSignInMessage({ origin: site, source: popup, data }, popup, site)).toBe(false)
    }
  })
})

describe("the providers' popups", () => {
  const opener = { screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 800 }

  it("opens Kakao's at 580 × 600, centred on the page", () => {
    expect(popupFeatures('kakao', opener)).toBe('popup,width=580,height=600,left=450,top=150')
  })

  it("opens Naver's at 880 × 500, centred on the page", () => {
    expect(popupFeatures('naver', opener)).toBe('popup,width=880,height=500,left=300,top=200')
  })

  it('keeps the popup on the screen when the page is smaller than it', () => {
    const small = { screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 300 }
    expect(popupFeatures('naver', small)).toBe('popup,width=880,height=500,left=0,top=0')
  })
})

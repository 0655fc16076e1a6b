import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isSignInMessage, openSignInPopup, type PopupHost, popupFeatures } from './open-social-sign-in'
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

describe("the opener's watch of its popup", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** An opening window whose posted messages run as tasks after the ones already queued, as a browser's do. */
  function openerWithPopup() {
    const popup = { closed: false, close: () => {} } as unknown as Window & { closed: boolean }
    const events = new EventTarget()
    // Node's MessageEvent takes only a MessagePort as its source: a plain event carries a window's fields.
    const message = (data: unknown, source: unknown) => Object.assign(new Event('message'), { data, origin: site, source })
    const host = {
      screenX: 0,
      screenY: 0,
      outerWidth: 1280,
      outerHeight: 800,
      location: { origin: site },
      open: () => popup,
      setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
      clearInterval: (id: number) => clearInterval(id),
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
      postMessage: (data: unknown) => {
        setTimeout(() => events.dispatchEvent(message(data, host)))
      },
    } as unknown as PopupHost
    /** The callback page's hand-over, as it reaches the opener: from the popup, queued as a task `delay` ms from now. */
    const handOverFromPopup = (delay: number) => setTimeout(() => events.dispatchEvent(message(handOver, popup)), delay)
    return { host, popup, handOverFromPopup }
  }

  it('takes the hand-over that was still queued when the closed popup was noticed, and not as a closed popup', async () => {
    const { host, popup, handOverFromPopup } = openerWithPopup()
    const onMessage = vi.fn()
    const onClosed = vi.fn()
    openSignInPopup('naver', '/', { onMessage, onClosed }, host)
    // The popup posts and closes; the watch's next tick runs before the message's task.
    popup.closed = true
    handOverFromPopup(500)
    await vi.advanceTimersByTimeAsync(1000)
    expect(onMessage).toHaveBeenCalledWith(handOver)
    expect(onClosed).not.toHaveBeenCalled()
  })

  it('says the visitor closed the popup when it closed without a hand-over', async () => {
    const { host, popup } = openerWithPopup()
    const onMessage = vi.fn()
    const onClosed = vi.fn()
    openSignInPopup('kakao', '/', { onMessage, onClosed }, host)
    await vi.advanceTimersByTimeAsync(1000)
    expect(onClosed).not.toHaveBeenCalled()
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1000)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(onMessage).not.toHaveBeenCalled()
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PasskeyAnswer } from '~/components/browser/passkey-ceremony'
import { type AutofillOfferParts, OFFER_RENEWED_AFTER_MS, offerPasskeysInAutofill } from './passkey-autofill-offer'

const picked = { id: 'credential' } as PasskeyAnswer

/**
 * A browser and a site as the offer sees them: each conditional request waits until the test picks a passkey or the
 * offer cancels it, as a browser's does; each challenge is numbered.
 */
function browserAndSite({ available = true, challenges = true } = {}) {
  const challenged: number[] = []
  const offered: string[] = []
  const cancelled: string[] = []
  const pickedAnswers: PasskeyAnswer[] = []
  let settle: ((outcome: Awaited<ReturnType<AutofillOfferParts['answer']>>) => void) | undefined
  const parts: AutofillOfferParts = {
    available: async () => available,
    challenge: async () => {
      challenged.push(challenged.length + 1)
      return challenges
        ? { ok: true, data: { options: { challenge: `c${challenged.length}` } } }
        : { ok: false, status: 429, code: 'RATE_LIMITED', message: 'later' }
    },
    answer: (options) => {
      offered.push(options.challenge)
      return new Promise((resolve) => {
        settle = resolve
      })
    },
    cancel: () => {
      cancelled.push(offered.at(-1) ?? '')
      settle?.({ ok: false, status: 0, code: 'PASSKEY_CANCELLED', message: '' })
    },
    onPicked: (answer) => void pickedAnswers.push(answer),
  }
  return {
    parts,
    challenged,
    offered,
    cancelled,
    pickedAnswers,
    pick: () => settle?.({ ok: true, data: picked }),
    /** The button's ceremony starting: the browser ends the pending request. */
    otherCeremony: () => settle?.({ ok: false, status: 0, code: 'PASSKEY_CANCELLED', message: '' }),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the passkeys offered in the email field’s autofill', () => {
  it('sign in the passkey picked, once, and ask for nothing more', async () => {
    const world = browserAndSite()
    offerPasskeysInAutofill(world.parts)
    await vi.advanceTimersByTimeAsync(0)
    expect(world.offered).toEqual(['c1'])
    world.pick()
    await vi.advanceTimersByTimeAsync(OFFER_RENEWED_AFTER_MS * 2)
    expect(world.pickedAnswers).toEqual([picked])
    expect(world.challenged).toEqual([1])
  })

  it('are offered again with a new challenge before the site lets the last one go, for as long as the page is open', async () => {
    const world = browserAndSite()
    offerPasskeysInAutofill(world.parts)
    await vi.advanceTimersByTimeAsync(OFFER_RENEWED_AFTER_MS - 1)
    expect(world.offered).toEqual(['c1'])
    await vi.advanceTimersByTimeAsync(1)
    expect(world.cancelled).toEqual(['c1'])
    expect(world.offered).toEqual(['c1', 'c2'])
    await vi.advanceTimersByTimeAsync(OFFER_RENEWED_AFTER_MS)
    expect(world.offered).toEqual(['c1', 'c2', 'c3'])
    world.pick()
    await vi.advanceTimersByTimeAsync(0)
    expect(world.pickedAnswers).toEqual([picked])
    expect(OFFER_RENEWED_AFTER_MS).toBeLessThan(5 * 60_000)
  })

  it('end when the page is left, cancelling the pending request', async () => {
    const world = browserAndSite()
    const stop = offerPasskeysInAutofill(world.parts)
    await vi.advanceTimersByTimeAsync(0)
    stop()
    await vi.advanceTimersByTimeAsync(OFFER_RENEWED_AFTER_MS * 2)
    expect(world.cancelled).toEqual(['c1'])
    expect(world.challenged).toEqual([1])
    expect(world.pickedAnswers).toEqual([])
  })

  it('end, saying nothing, when the button’s ceremony takes over', async () => {
    const world = browserAndSite()
    offerPasskeysInAutofill(world.parts)
    await vi.advanceTimersByTimeAsync(0)
    world.otherCeremony()
    await vi.advanceTimersByTimeAsync(OFFER_RENEWED_AFTER_MS * 2)
    expect(world.challenged).toEqual([1])
    expect(world.cancelled).toEqual([])
  })

  it('are not offered where the browser cannot, nor past the site’s limit of challenges', async () => {
    const unable = browserAndSite({ available: false })
    offerPasskeysInAutofill(unable.parts)
    const limited = browserAndSite({ challenges: false })
    offerPasskeysInAutofill(limited.parts)
    await vi.advanceTimersByTimeAsync(OFFER_RENEWED_AFTER_MS * 2)
    expect(unable.challenged).toEqual([])
    expect(limited.challenged).toEqual([1])
    expect(limited.offered).toEqual([])
  })
})

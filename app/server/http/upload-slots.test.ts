import { describe, expect, it } from 'vitest'
import { defaultUploadConcurrency, UploadSlots } from './upload-slots'

describe('UploadSlots', () => {
  it('gives a client at most perClient slots, and one again once one is released', () => {
    const slots = new UploadSlots({ perClient: 2, total: 8 })
    const first = slots.tryAcquire('192.0.2.1')
    const second = slots.tryAcquire('192.0.2.1')
    expect(first && second).toBeTruthy()
    expect(slots.tryAcquire('192.0.2.1')).toBeUndefined()
    // Another client is not held back by this one.
    expect(slots.tryAcquire('192.0.2.2')).toBeDefined()

    first?.release()
    expect(slots.heldBy('192.0.2.1')).toBe(1)
    expect(slots.tryAcquire('192.0.2.1')).toBeDefined()
  })

  it('gives all clients together at most total slots', () => {
    const slots = new UploadSlots({ perClient: 2, total: 3 })
    const held = ['a', 'b', 'c'].map((client) => slots.tryAcquire(client))
    expect(held.every(Boolean)).toBe(true)
    expect(slots.inFlight).toBe(3)
    expect(slots.tryAcquire('d')).toBeUndefined()
    expect(slots.tryAcquire('a')).toBeUndefined()

    held[1]?.release()
    expect(slots.tryAcquire('d')).toBeDefined()
    expect(slots.tryAcquire('e')).toBeUndefined()
  })

  it('counts a release once, however often it is called', () => {
    const slots = new UploadSlots({ perClient: 1, total: 2 })
    const slot = slots.tryAcquire('a')
    slots.tryAcquire('b')
    slot?.release()
    slot?.release()
    expect(slots.inFlight).toBe(1)
    expect(slots.heldBy('b')).toBe(1)
    expect(slots.heldBy('a')).toBe(0)
  })

  it('releases the slot when the client goes away (its signal aborts), and not again at the final release', () => {
    const slots = new UploadSlots({ perClient: 1, total: 1 })
    const client = new AbortController()
    const slot = slots.tryAcquire('a')
    slot?.releaseOn(client.signal)
    expect(slots.tryAcquire('b')).toBeUndefined()

    client.abort()
    expect(slots.inFlight).toBe(0)
    const next = slots.tryAcquire('b')
    expect(next).toBeDefined()
    slot?.release()
    // The late release of the aborted one did not free b's slot.
    expect(slots.inFlight).toBe(1)
    expect(slots.tryAcquire('a')).toBeUndefined()
  })

  it('releases at once on a signal that has already aborted, and ignores a signal after the release', () => {
    const slots = new UploadSlots({ perClient: 1, total: 1 })
    slots.tryAcquire('a')?.releaseOn(AbortSignal.abort())
    expect(slots.inFlight).toBe(0)

    const client = new AbortController()
    const slot = slots.tryAcquire('a')
    slot?.release()
    slot?.releaseOn(client.signal)
    const other = slots.tryAcquire('b')
    client.abort()
    expect(other).toBeDefined()
    expect(slots.inFlight).toBe(1)
  })

  it('defaults to 2 per client and 4 in all', () => {
    expect(new UploadSlots().limits).toEqual(defaultUploadConcurrency)
    expect(defaultUploadConcurrency).toEqual({ perClient: 2, total: 4 })
  })
})

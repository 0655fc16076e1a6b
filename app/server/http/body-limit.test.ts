import { describe, expect, it } from 'vitest'
import { BodyTooLargeError, declaresMoreThan, limitedStream, readWithin } from './body-limit'

/** A source of `count` chunks of `size` bytes that records how many were pulled and whether it was cancelled. */
function source(count: number, size: number) {
  const state = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === count) return controller.close()
      state.pulled += 1
      controller.enqueue(new Uint8Array(size))
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

describe('declaresMoreThan', () => {
  const headers = (length?: string) => new Headers(length === undefined ? {} : { 'content-length': length })
  it('is true only for a declared length over the limit', () => {
    expect(declaresMoreThan(headers('1025'), 1024)).toBe(true)
    expect(declaresMoreThan(headers('1024'), 1024)).toBe(false)
    expect(declaresMoreThan(headers(), 1024)).toBe(false)
    expect(declaresMoreThan(headers('junk'), 1024)).toBe(false)
  })
})

describe('readWithin', () => {
  it('reads a body up to the limit whole', async () => {
    const { stream } = source(4, 256)
    expect((await readWithin(stream, 1024)).byteLength).toBe(1024)
    expect((await readWithin(null, 1024)).byteLength).toBe(0)
  })

  it('stops at the first chunk past the limit and cancels the rest unread', async () => {
    const { stream, state } = source(1000, 256)
    await expect(readWithin(stream, 1000)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(state.pulled).toBeLessThanOrEqual(6)
    expect(state.cancelled).toBe(true)
  })
})

describe('limitedStream', () => {
  it('tells when the limit is passed, once', async () => {
    const { stream } = source(10, 512)
    let told = 0
    const reader = limitedStream(stream, 1024, () => (told += 1)).getReader()
    await reader.read()
    await reader.read()
    await expect(reader.read()).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(told).toBe(1)
  })
})

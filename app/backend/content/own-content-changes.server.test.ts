import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerAfterOwnChanges, markOwnChange, ownChangeHeard, watchingOwnChanges } from './own-content-changes.server'

/** A backend whose one route announces a change (its mark kept for the test) and answers `status`. */
function backendAnswering(status: 200 | 500) {
  const marks: string[] = []
  const app = new Hono()
  app.use(answerAfterOwnChanges)
  app.post('/', (context) => {
    marks.push(markOwnChange())
    return context.body(null, status)
  })
  return { marks, answer: async () => app.fetch(new Request('http://backend/', { method: 'POST' })) }
}

/** Whether `promise` has settled once everything already queued has run (no timer moves: they are fake). */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return settled
}

let stopWatching: (() => void) | undefined
afterEach(() => {
  stopWatching?.()
  vi.useRealTimers()
})

describe('an answer to a request that announced a change', () => {
  it('waits until this process has heard the change, and no longer', async () => {
    vi.useFakeTimers()
    stopWatching = watchingOwnChanges()
    const backend = backendAnswering(200)
    const answer = backend.answer()
    expect(await settledNow(answer)).toBe(false)
    ownChangeHeard('another-process:1')
    expect(await settledNow(answer)).toBe(false)
    ownChangeHeard(backend.marks[0])
    expect(await settledNow(answer)).toBe(true)
    expect((await answer).status).toBe(200)
  })

  it('waits for every watch of the process when a test runs two on one database', async () => {
    vi.useFakeTimers()
    const stopOther = watchingOwnChanges()
    stopWatching = watchingOwnChanges()
    const backend = backendAnswering(200)
    const answer = backend.answer()
    await settledNow(answer)
    ownChangeHeard(backend.marks[0])
    expect(await settledNow(answer)).toBe(false)
    ownChangeHeard(backend.marks[0])
    expect(await settledNow(answer)).toBe(true)
    stopOther()
  })

  it('goes after 2 s unheard (the listener reconnecting), and a failed one at once (its change may be rolled back)', async () => {
    vi.useFakeTimers()
    const warnings: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line))
    stopWatching = watchingOwnChanges()
    const unheard = backendAnswering(200).answer()
    await vi.advanceTimersByTimeAsync(1_999)
    expect(await settledNow(unheard)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settledNow(unheard)).toBe(true)
    expect(warnings).toEqual([expect.stringContaining('answered before this process heard its own content change')])
    expect(await settledNow(backendAnswering(500).answer())).toBe(true)
  })

  it('does not wait where no watch runs (the site on the company’s backend, a test without one)', async () => {
    vi.useFakeTimers()
    expect(await settledNow(backendAnswering(200).answer())).toBe(true)
  })
})

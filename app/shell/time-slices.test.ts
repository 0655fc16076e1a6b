import { afterEach, expect, test, vi } from 'vitest'
import { timeSlices } from './time-slices'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Whether awaiting `pause()` let a task queued before it run (it yielded to the event loop) or not. */
async function yields(pause: () => Promise<void>): Promise<boolean> {
  let queuedTaskRan = false
  setTimeout(() => {
    queuedTaskRan = true
  })
  await pause()
  return queuedTaskRan
}

test('a pause within the slice goes straight on; once 8 ms of work have passed it yields, and a new slice starts', async () => {
  let now = 1000
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  const pause = timeSlices()
  now += 3
  expect(await yields(pause)).toBe(false)
  now += 4
  expect(await yields(pause)).toBe(false)
  now += 2
  expect(await yields(pause)).toBe(true)
  now += 7
  expect(await yields(pause)).toBe(false)
  now += 1
  expect(await yields(pause)).toBe(true)
})

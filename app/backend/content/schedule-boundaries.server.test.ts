import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type BoundaryCheck, type ScheduleBoundaryWatch, startScheduleBoundaryWatch } from './schedule-boundaries.server'

/**
 * A database clock the test moves, with scheduled moments (ms): the check answers as the SQL does, whether a moment came
 * in (since, now] and how long until the next one.
 */
function scheduledDatabase(moments: number[]) {
  const clock = { now: 0 }
  const checks: Array<string | null> = []
  const check = async (since: string | null): Promise<BoundaryCheck> => {
    checks.push(since)
    const from = since === null ? Number.POSITIVE_INFINITY : Number(since)
    const upcoming = moments.filter((at) => at > clock.now)
    return {
      passed: moments.some((at) => at > from && at <= clock.now),
      now: String(clock.now),
      nextInMs: upcoming.length ? Math.min(...upcoming) - clock.now : null,
    }
  }
  return { clock, check, checks, moments }
}

let watch: ScheduleBoundaryWatch | undefined
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(async () => {
  await watch?.stop()
  watch = undefined
  vi.useRealTimers()
})

/** Moves both clocks: the timers' and the database's. */
async function advance(database: ReturnType<typeof scheduledDatabase>, ms: number) {
  for (let step = 0; step < ms; step += 5) {
    database.clock.now += 5
    await vi.advanceTimersByTimeAsync(5)
  }
}

describe('the schedule boundary watch', () => {
  it('empties the caches within moments of a scheduled publication, without an edit to announce it', async () => {
    const database = scheduledDatabase([90_000])
    const emptied: number[] = []
    watch = startScheduleBoundaryWatch({ check: database.check, onBoundary: () => emptied.push(database.clock.now) })
    await advance(database, 89_000)
    expect(emptied).toEqual([])
    await advance(database, 1_100)
    expect(emptied).toHaveLength(1)
    expect(emptied[0]).toBeGreaterThanOrEqual(90_000)
    expect(emptied[0]).toBeLessThan(90_100)
  })

  it('leaves the emptying to an announced change whose check finds its own moment passed (one emptying, not two)', async () => {
    const database = scheduledDatabase([])
    let emptied = 0
    watch = startScheduleBoundaryWatch({ check: database.check, onBoundary: () => emptied++ })
    await advance(database, 100)
    // Published "now" by an editor: its moment is the commit's, and the announcement empties the caches itself.
    database.moments.push(database.clock.now)
    await advance(database, 5)
    await watch.recheck({ thenEmptied: true })
    expect(emptied).toBe(0)
    // A recheck without the caller's emptying still empties for a moment it finds passed.
    database.moments.push(database.clock.now + 5)
    await advance(database, 10)
    await watch.recheck()
    expect(emptied).toBe(1)
  })

  it('empties them at an unpublication too, and once per moment', async () => {
    const database = scheduledDatabase([1_000, 3_000])
    let emptied = 0
    watch = startScheduleBoundaryWatch({ check: database.check, onBoundary: () => emptied++ })
    await advance(database, 2_000)
    expect(emptied).toBe(1)
    await advance(database, 10_000)
    expect(emptied).toBe(2)
  })

  it('checks again at once when told a schedule was set, so a new one minutes ahead is not waited for a minute more', async () => {
    const database = scheduledDatabase([])
    let emptied = 0
    watch = startScheduleBoundaryWatch({ check: database.check, onBoundary: () => emptied++, longestWaitMs: 60_000 })
    await advance(database, 100)
    // An editor schedules an item 2 s ahead, on some process; the announcement reaches this one.
    database.moments.push(database.clock.now + 2_000)
    await watch.recheck()
    await advance(database, 2_100)
    expect(emptied).toBe(1)
  })

  it('looks again at least every longestWaitMs, and never empties on its first look: the caches start empty', async () => {
    const database = scheduledDatabase([])
    let emptied = 0
    watch = startScheduleBoundaryWatch({ check: database.check, onBoundary: () => emptied++, longestWaitMs: 1_000 })
    await advance(database, 3_050)
    // At the start, then about every second: 1 s, 2 s, 3 s.
    expect(database.checks).toHaveLength(4)
    expect(database.checks[0]).toBeNull()
    expect(emptied).toBe(0)
  })

  it('goes on after a failed check, and then covers the time it missed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const database = scheduledDatabase([1_500])
    let failing = true
    let emptied = 0
    // What the admins' dashboard is told of each check (job-outcomes.server.ts).
    const outcomes: string[] = []
    watch = startScheduleBoundaryWatch({
      check: (since) => (failing && since !== null ? Promise.reject(new Error('boom')) : database.check(since)),
      onBoundary: () => emptied++,
      longestWaitMs: 1_000,
      outcomes: { record: async (outcome) => void outcomes.push(outcome) },
    })
    await advance(database, 1_600)
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('checking the schedules failed'))
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('job="schedule boundaries"'))
    expect(outcomes).toEqual(['done', 'failed'])
    failing = false
    await advance(database, 1_000)
    expect(emptied).toBe(1)
    expect(outcomes.at(-1)).toBe('done')
    // A check asked for (an admin's run now) answers how it went, and its outcome is told once it is settled.
    outcomes.length = 0
    expect(await watch.recheck()).toBe('done')
    await watch.settled()
    expect(outcomes).toEqual(['done'])
  })
})

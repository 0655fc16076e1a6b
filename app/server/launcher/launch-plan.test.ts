import { describe, expect, it } from 'vitest'
import { launchPlan, restartDelayMs } from './launch-plan'

const database = 'postgres://site@127.0.0.1:5432/site'

describe('launchPlan', () => {
  it('forks one worker per core on a database server, unless WEB_CONCURRENCY says how many', () => {
    expect(launchPlan({ DATABASE_URL: database }, 2)).toEqual({ kind: 'cluster', workers: 2 })
    expect(launchPlan({ DATABASE_URL: database, WEB_CONCURRENCY: '3' }, 2)).toEqual({ kind: 'cluster', workers: 3 })
    // The site on the company's backend opens no database at all.
    expect(launchPlan({ API_BASE_URL: 'https://api.example.com' }, 4)).toEqual({ kind: 'cluster', workers: 4 })
  })

  it('runs one process on the embedded database, whatever WEB_CONCURRENCY says, and says why', () => {
    const plan = launchPlan({ WEB_CONCURRENCY: '4' }, 2)
    expect(plan.kind).toBe('one-process')
    expect(plan.kind === 'one-process' && plan.reason).toMatch(/DATABASE_URL is unset.*PGlite/)
  })

  it('runs one process when asked to, or on a machine of one core', () => {
    expect(launchPlan({ DATABASE_URL: database, WEB_CONCURRENCY: '1' }, 2)).toEqual({
      kind: 'one-process',
      reason: 'WEB_CONCURRENCY is 1',
    })
    expect(launchPlan({ DATABASE_URL: database }, 1)).toEqual({ kind: 'one-process', reason: 'this machine has one core' })
  })

  it('refuses a WEB_CONCURRENCY that is no count of processes', () => {
    for (const value of ['0', 'two', '1.5', '-2', '65']) {
      expect(launchPlan({ DATABASE_URL: database, WEB_CONCURRENCY: value }, 2).kind, value).toBe('invalid')
    }
  })
})

describe('restartDelayMs', () => {
  it('waits half a second after a worker that ran, longer for each that died starting, never over 30 s', () => {
    expect(restartDelayMs(0)).toBe(500)
    expect(restartDelayMs(1)).toBe(1000)
    expect(restartDelayMs(3)).toBe(4000)
    expect(restartDelayMs(20)).toBe(30_000)
  })
})

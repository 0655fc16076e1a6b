import { describe, expect, it } from 'vitest'
import { monthsBefore, retentionCutoffs } from './retention-dates'

describe('monthsBefore', () => {
  it('steps back calendar months, keeping the time of day', () => {
    expect(monthsBefore(new Date('2026-11-21T09:30:00Z'), 3).toISOString()).toBe('2026-08-21T09:30:00.000Z')
    expect(monthsBefore(new Date('2026-02-10T00:00:00Z'), 12).toISOString()).toBe('2025-02-10T00:00:00.000Z')
  })

  it('crosses the year boundary', () => {
    expect(monthsBefore(new Date('2027-01-15T12:00:00Z'), 3).toISOString()).toBe('2026-10-15T12:00:00.000Z')
  })

  it('clamps to the end of a shorter month', () => {
    expect(monthsBefore(new Date('2026-05-31T10:00:00Z'), 3).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(monthsBefore(new Date('2028-05-31T10:00:00Z'), 3).toISOString()).toBe('2028-02-29T10:00:00.000Z')
  })
})

describe('retentionCutoffs', () => {
  it('keeps processed inquiries 3 months and unprocessed ones the configured maximum', () => {
    const cutoffs = retentionCutoffs(new Date('2026-11-21T00:00:00Z'), 12)
    expect(cutoffs.processedBefore.toISOString()).toBe('2026-08-21T00:00:00.000Z')
    expect(cutoffs.unprocessedBefore.toISOString()).toBe('2025-11-21T00:00:00.000Z')
  })
})

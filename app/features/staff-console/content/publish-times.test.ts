import { describe, expect, it } from 'vitest'
import { isoToKoreaLocal, koreaLocalToIso } from './publish-times'

describe('publication times in Korea time', () => {
  it('reads what the editor types as Korea time, whatever the browser’s zone', () => {
    expect(koreaLocalToIso('2026-03-02T09:30')).toBe('2026-03-02T00:30:00.000Z')
    expect(koreaLocalToIso('2026-01-01T03:00')).toBe('2025-12-31T18:00:00.000Z')
  })
  it('reads a date and time typed in one field, as its hint shows them', () => {
    expect(koreaLocalToIso('2026-03-02 09:30')).toBe('2026-03-02T00:30:00.000Z')
    expect(koreaLocalToIso(' 2026-3-2 9:30 ')).toBe('2026-03-02T00:30:00.000Z')
    expect(koreaLocalToIso('2026-03-02')).toBeUndefined()
    expect(koreaLocalToIso('09:30')).toBeUndefined()
  })
  it('shows a moment in Korea time', () => {
    expect(isoToKoreaLocal('2026-03-02T00:30:00.000Z')).toBe('2026-03-02 09:30')
    expect(isoToKoreaLocal(null)).toBe('')
  })
  it('refuses a time that does not exist', () => {
    expect(koreaLocalToIso('2026-02-30T10:00')).toBeUndefined()
    expect(koreaLocalToIso('2026-03-02T24:00')).toBeUndefined()
    expect(koreaLocalToIso('')).toBeUndefined()
  })
})

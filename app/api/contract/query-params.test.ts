import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { adminEndpoints, adminInquiryExport } from './admin-endpoints'
import { auditEndpoints } from './audit-endpoints'
import { dayParam } from './query-params'

const days = ['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '2026-01-01']
const noDays = ['2026-02-29', '2026-02-30', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-5', '20260105', '']

describe('a day in a query', () => {
  it('is a calendar day that exists: 2026-02-30 is refused, not read as 2 March', () => {
    for (const day of days) expect(v.is(dayParam, day), day).toBe(true)
    for (const day of noDays) expect(v.is(dayParam, day), day).toBe(false)
  })

  it('is what every date filter of the admin API takes: the inquiry list, its export and the audit log', () => {
    const filters = [adminEndpoints.inquiryList.query, adminInquiryExport.query, auditEndpoints.audit.query].filter(
      (query) => query !== undefined,
    )
    expect(filters).toHaveLength(3)
    for (const query of filters) {
      for (const key of ['from', 'to']) {
        for (const day of days) expect(v.is(query, { [key]: day }), `${key}=${day}`).toBe(true)
        for (const day of noDays) expect(v.is(query, { [key]: day }), `${key}=${day}`).toBe(false)
      }
    }
  })
})

import { describe, expect, it } from 'vitest'
import { auditDetailKeys } from '~/api/contract/audit-detail-keys'
import { companyDetailFields } from '~/api/contract/company-details-endpoints'
import { pharmacyFields } from '~/api/contract/pharmacy-editing-endpoints'
import { redirectFields } from '~/api/contract/redirect-endpoints'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { auditKeyLabel } from './audit-key-labels'

const consoleLocales = ['ko-KR', 'en-US'] as const

/** Every field the backend records: its list, and the fields of the records it keeps whole. */
const recordedKeys = [
  ...auditDetailKeys,
  ...Object.keys(pharmacyFields.pipe[0].entries),
  ...Object.keys(companyDetailFields.entries),
  ...Object.keys(redirectFields.entries),
]

describe('an audit entry’s field names in the console', () => {
  it('names every field the backend records, in both console languages', () => {
    for (const locale of consoleLocales) {
      overwriteGetLocale(() => locale)
      for (const key of recordedKeys) {
        const label = auditKeyLabel('pharmacy.update', key)
        expect(label, `${key} in ${locale}`).not.toBe(key)
        expect(label.trim(), `${key} in ${locale}`).not.toBe('')
      }
    }
    overwriteGetLocale(() => 'ko-KR')
    expect(auditKeyLabel('mail.retry', 'lastError')).toBe('마지막 오류')
  })

  it('reuses the name the console gives the same field where staff edit it', () => {
    overwriteGetLocale(() => 'en-US')
    expect(auditKeyLabel('sample.move', 'trackingNumber')).toBe(m.admin_sample_tracking())
    expect(auditKeyLabel('member.points', 'amount')).toBe(m.admin_points_amount())
    expect(auditKeyLabel('pharmacy.update', 'siNm')).toBe(m.admin_pharmacy_province())
    expect(auditKeyLabel('company.update', 'businessRegNo')).toBe(m.admin_company_business_reg_no())
  })

  it('names a redirect’s `to` as its new address, a mail’s as its recipient', () => {
    overwriteGetLocale(() => 'en-US')
    expect(auditKeyLabel('redirect.update', 'to')).toBe('New address')
    expect(auditKeyLabel('mail.retry', 'to')).toBe('To')
    expect(auditKeyLabel('inquiry.reply', 'to')).toBe('To')
  })

  it('keeps a field another backend wrote, and never names one by an inherited property', () => {
    expect(auditKeyLabel('pharmacy.update', 'somethingNew')).toBe('somethingNew')
    expect(auditKeyLabel('pharmacy.update', 'toString')).toBe('toString')
    expect(auditKeyLabel('not.an-action', 'carrier')).toBe(m.admin_sample_carrier())
  })
})

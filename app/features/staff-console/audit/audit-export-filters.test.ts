import { describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { exportFilterFields } from './audit-export-filters'

const names = new Map([['0b7c2a4e-3f1d-4c5b-9a8e-7d6f5e4c3b2a', 'Kim Minji']])

describe('an export’s filters in the audit log', () => {
  it('names an audit export’s filters as the log’s filter form does, values in words', () => {
    overwriteGetLocale(() => 'en-US')
    const filters = {
      staff: '0b7c2a4e-3f1d-4c5b-9a8e-7d6f5e4c3b2a',
      action: 'staff.*',
      subjectType: 'pharmacy',
      words: 'k***',
      from: '2026-03-01',
      to: '2026-03-31',
    }
    expect(exportFilterFields('audit.export', JSON.stringify(filters), names)).toEqual([
      { label: 'Staff member', value: 'Kim Minji' },
      { label: 'Action', value: 'All of Staff accounts' },
      { label: 'Subject type', value: 'Pharmacy' },
      { label: 'Words', value: 'k***' },
      { label: 'From', value: '03/01/2026' },
      { label: 'To', value: '03/31/2026' },
    ])
  })

  it('names an inquiry export’s filters as the inquiry list does, its order with its direction', () => {
    overwriteGetLocale(() => 'ko-KR')
    const filters = { status: 'open', category: 'OEM_ODM', language: 'ja-JP', q: 'a***', sort: 'received', dir: 'desc' }
    expect(exportFilterFields('inquiry.export', JSON.stringify(filters), names)).toEqual([
      { label: '처리 상태', value: '처리할 문의 (신규·처리 중)' },
      { label: '문의 유형', value: 'OEM·ODM' },
      { label: '언어', value: '日本語' },
      { label: '검색', value: 'a***' },
      { label: '정렬', value: '접수 일시, 내림차순' },
    ])
  })

  it('keeps what it cannot name: another backend’s filter, an unknown value, a value that is no export’s filters', () => {
    overwriteGetLocale(() => 'en-US')
    expect(exportFilterFields('audit.export', '{"action":"robot.dance","tenant":"b2"}', names)).toEqual([
      { label: 'Action', value: 'robot.dance' },
      { label: 'tenant', value: 'b2' },
    ])
    expect(exportFilterFields('audit.export', '{"staff":"0b7c2a4e-0000-4c5b-9a8e-7d6f5e4c3b2a"}', names)).toEqual([
      { label: 'Staff member', value: '0b7c2a4e-0000-4c5b-9a8e-7d6f5e4c3b2a' },
    ])
    expect(exportFilterFields('audit.export', '{}', names)).toEqual([])
    expect(exportFilterFields('audit.export', 'not json', names)).toBeUndefined()
    expect(exportFilterFields('audit.export', '["staff"]', names)).toBeUndefined()
    expect(exportFilterFields('member.search', '{"q":"k***"}', names)).toBeUndefined()
  })
})

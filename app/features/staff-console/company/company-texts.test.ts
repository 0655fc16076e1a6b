import { describe, expect, it } from 'vitest'
import { fieldDiffs } from '../content/revision-diff'
import { companyFormOf } from './company-form'
import { companyTexts } from './company-texts'

const stored = companyFormOf({
  name: { 'ko-KR': '셀락티스', 'en-US': 'Cellactis' },
  ceo: { 'ko-KR': '김도윤' },
  address: { 'ko-KR': '판교로 289' },
  mailOrderRegNo: { 'ko-KR': '제2024-0417호' },
  businessRegNo: '214-88-51732',
  phone: '031-8017-4250',
  email: 'contact@example.com',
  videoId: null,
  location: { lat: 37.4, lng: 127.1 },
})

describe("the company details' texts for a stale save's comparison", () => {
  it('reads every field the form shows, in its order', () => {
    const fields = [...new Set(companyTexts(stored).map((text) => text.field))]
    expect(fields).toEqual([
      'name',
      'ceo',
      'address',
      'mailOrderRegNo',
      'businessRegNo',
      'phone',
      'email',
      'videoId',
      'lat',
      'lng',
    ])
  })

  it("tells the other editor's English name and phone from what was typed, language by language", () => {
    const theirs = { ...stored, name: { ...stored.name, 'en-US': 'Cellactis Bio' }, phone: '02-555-0100' }
    const mine = { ...stored, name: { ...stored.name, 'en-US': 'Cellactis Co.' } }
    const diffs = fieldDiffs(companyTexts(theirs), companyTexts(mine))
    expect(diffs.map((diff) => [diff.field, diff.locale ?? null, diff.before, diff.after])).toEqual([
      ['name', 'en-US', 'Cellactis Bio', 'Cellactis Co.'],
      ['phone', null, '02-555-0100', '031-8017-4250'],
    ])
  })
})

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { companyDetailFields } from '~/api/contract/company-details-endpoints'
import { fieldDiffs } from '../content/revision-diff'
import { companyFieldsOf, companyFormOf, companyProblems, hasCompanyProblems } from './company-form'
import { companyTexts } from './company-texts'

const stored = v.parse(companyDetailFields, {
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

describe('the company form', () => {
  it('turns what was typed back into what the API takes, leaving out empty languages', () => {
    const form = companyFormOf(stored)
    expect(form.name['ja-JP']).toBe('')
    const fields = companyFieldsOf({ ...form, ceo: { ...form.ceo, 'en-US': '  Doyun Kim ' } })
    expect(fields.name).toEqual({ 'ko-KR': '셀락티스', 'en-US': 'Cellactis' })
    expect(fields.ceo).toEqual({ 'ko-KR': '김도윤', 'en-US': 'Doyun Kim' })
    expect(fields.location).toEqual({ lat: 37.4, lng: 127.1 })
    expect(v.safeParse(companyDetailFields, fields).success).toBe(true)
  })

  it('finds what the API would refuse, field by field and language by language', () => {
    const form = companyFormOf(stored)
    const problems = companyProblems({
      ...form,
      name: { ...form.name, 'ko-KR': ' ' },
      ceo: { ...form.ceo, 'en-US': 'x'.repeat(61) },
      businessRegNo: '2148851732',
      lat: '37.4',
      lng: '',
    })
    expect(problems.localized).toEqual({ name: { 'ko-KR': 'required' }, ceo: { 'en-US': 'too_long' } })
    expect(problems.plain).toEqual({ businessRegNo: 'format', location: 'coordinates' })
    expect(hasCompanyProblems(companyProblems(form))).toBe(false)
  })

  it('names a text the API would refuse at its field and language', () => {
    const form = companyFormOf(stored)
    const problems = companyProblems({
      ...form,
      address: { ...form.address, 'zh-TW': '板橋路\u0000' },
      email: 'contact\u0085@example.com',
    })
    expect(problems.localized).toEqual({ address: { 'zh-TW': 'unkeepable' } })
    expect(problems.plain).toEqual({ email: 'unkeepable' })
  })

  it('takes no coordinates at all as no pin', () => {
    const fields = companyFieldsOf({ ...companyFormOf(stored), lat: '', lng: '' })
    expect(fields.location).toBeNull()
  })
})

describe("the company details' texts for a stale save's comparison", () => {
  it('reads every field the form shows, in its order', () => {
    const form = companyFormOf(stored)
    const fields = [...new Set(companyTexts(form).map((text) => text.field))]
    expect(fields).toEqual(Object.keys(form))
  })

  it("tells the other editor's English name and phone from what was typed, language by language", () => {
    const form = companyFormOf(stored)
    const theirs = { ...form, name: { ...form.name, 'en-US': 'Cellactis Bio' }, phone: '02-555-0100' }
    const mine = { ...form, name: { ...form.name, 'en-US': 'Cellactis Co.' } }
    const diffs = fieldDiffs(companyTexts(theirs), companyTexts(mine))
    expect(diffs.map((diff) => [diff.field, diff.locale ?? null, diff.before, diff.after])).toEqual([
      ['name', 'en-US', 'Cellactis Bio', 'Cellactis Co.'],
      ['phone', null, '02-555-0100', '031-8017-4250'],
    ])
  })
})

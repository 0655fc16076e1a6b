import { afterEach, describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { placeText, productNamesText, shownSubjects, staffNameText, textsByLanguage } from './audit-structured-values'

afterEach(() => overwriteGetLocale(() => 'ko-KR'))

describe('a text per language in the audit log', () => {
  it('lists each language by its own name, in the site’s order of languages, whatever order it was kept in', () => {
    const kept = JSON.stringify({ 'ja-JP': '大阪店', 'ko-KR': '강남점', 'en-US': 'Gangnam' })
    expect(textsByLanguage(kept)).toEqual([
      { locale: 'ko-KR', language: '한국어', text: '강남점' },
      { locale: 'en-US', language: 'English', text: 'Gangnam' },
      { locale: 'ja-JP', language: '日本語', text: '大阪店' },
    ])
  })

  it('is not any other value: a text, a number, a list, an object of other keys or of other values, broken JSON', () => {
    for (const kept of ['강남점', '42', '["ko-KR"]', '{}', '{"ko-KR":"a","q":"b"}', '{"ko-KR":1}', '{"ko-KR":', 'null'])
      expect(textsByLanguage(kept), kept).toBeUndefined()
  })
})

describe('a place in the audit log', () => {
  it('reads as its latitude and longitude in the console’s language', () => {
    const kept = JSON.stringify({ lat: 37.40218, lng: 127.10871 })
    overwriteGetLocale(() => 'en-US')
    expect(placeText(kept)).toBe('Latitude 37.40218 · Longitude 127.10871')
    overwriteGetLocale(() => 'ko-KR')
    expect(placeText(kept)).toBe('위도 37.40218 · 경도 127.10871')
  })

  it('is only an object of the two numbers', () => {
    for (const kept of ['{"lat":"37","lng":127}', '{"lat":37}', '{"lat":37,"lng":127,"zoom":3}', '37,127'])
      expect(placeText(kept), kept).toBeUndefined()
  })
})

describe('a staff member’s id in the audit log', () => {
  const names = new Map([['6f1c2a4e-0000-4000-8000-000000000001', '김지원']])

  it('is their name for the fields that hold one, and an inquiry given to nobody as its form says', () => {
    overwriteGetLocale(() => 'en-US')
    expect(staffNameText('assigneeId', '6f1c2a4e-0000-4000-8000-000000000001', names)).toBe('김지원')
    expect(staffNameText('invitedBy', '6f1c2a4e-0000-4000-8000-000000000001', names)).toBe('김지원')
    expect(staffNameText('assigneeId', '', names)).toBe('Nobody')
  })

  it('stays as kept for an id the staff list no longer has, and in any other field', () => {
    expect(staffNameText('assigneeId', '6f1c2a4e-0000-4000-8000-000000000009', names)).toBeUndefined()
    expect(staffNameText('email', '6f1c2a4e-0000-4000-8000-000000000001', names)).toBeUndefined()
  })
})

describe('a pharmacy’s products in the audit log', () => {
  const names = new Map([
    [3, '셀엑티스 포스트바이오틱스'],
    [5, 'Lacto Daily'],
  ])

  it('are their names in the order kept, a product no longer listed by its number, none as a dash', () => {
    expect(productNamesText('productIds', '[5,3]', names)).toBe('Lacto Daily, 셀엑티스 포스트바이오틱스')
    expect(productNamesText('productIds', '[3,9]', names)).toBe('셀엑티스 포스트바이오틱스, #9')
    expect(productNamesText('productIds', '[]', names)).toBe('—')
  })

  it('is only a list of numbers under productIds', () => {
    expect(productNamesText('ids', '[3]', names)).toBeUndefined()
    expect(productNamesText('productIds', '["3"]', names)).toBeUndefined()
    expect(productNamesText('productIds', '3', names)).toBeUndefined()
    expect(productNamesText('productIds', '[3', names)).toBeUndefined()
  })
})

describe('the subjects a list showed, in an access record', () => {
  it('are the ids kept under subjects, and nothing else', () => {
    expect(shownSubjects('subjects', '["Q-20261121-7K3M9P","Q-20261121-8A2B1C"]')).toEqual([
      'Q-20261121-7K3M9P',
      'Q-20261121-8A2B1C',
    ])
    expect(shownSubjects('subjects', '[]')).toEqual([])
    expect(shownSubjects('ids', '["a"]')).toBeUndefined()
    expect(shownSubjects('subjects', '[1]')).toBeUndefined()
    expect(shownSubjects('subjects', 'a, b')).toBeUndefined()
  })
})

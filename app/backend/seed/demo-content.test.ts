import { describe, expect, it } from 'vitest'
import { officialDistrict, officialProvince } from '~/api/contract/korean-regions'
import { type DemoItem, demoPart, readDemoContent } from './demo-content'

const demo = await readDemoContent()
const pharmacies = demoPart<{ phone: string; siNm: string; sggNm: string }>(demo, 'pharmacies')

describe('the demo pharmacies', () => {
  it('sit in provinces and districts of the reference list, under their official names', () => {
    const places = new Set(pharmacies.map((pharmacy) => `${pharmacy.siNm}/${pharmacy.sggNm}`))
    const unofficial = [...places].filter((place) => {
      const [province = '', district = ''] = place.split('/')
      return officialProvince(province) !== province || officialDistrict(province, district) !== district
    })
    expect(unofficial).toEqual([])
  })

  it('have phone numbers that cannot belong to anyone: an area code, then an exchange starting with 0, which no subscriber number does (decision 124)', () => {
    const assignable = pharmacies.map((pharmacy) => pharmacy.phone).filter((phone) => !/^0\d{1,2}-0\d{2,3}-\d{4}$/.test(phone))
    expect(assignable).toEqual([])
    expect(new Set(pharmacies.map((pharmacy) => pharmacy.phone)).size).toBe(pharmacies.length)
  })
})

type Localized = Record<string, string>
const faq = demoPart<DemoItem<{ categoryId: string; question: Localized; answer: Localized }>>(demo, 'faq-entries')

/** Every text of a value: the strings of a localized field, of a rich text's nodes, per language. */
function localizedTexts(value: unknown): Localized[] {
  if (typeof value !== 'object' || value === null) return []
  if ('ko-KR' in value) {
    const texts = value as Record<string, unknown>
    if (Object.values(texts).every((text) => typeof text === 'string')) return [texts as Localized]
    return Object.values(texts).flatMap(localizedTexts)
  }
  return Object.values(value).flatMap(localizedTexts)
}

const pageAndFaqTexts = [
  ...demoPart<DemoItem<{ lead: Localized }>>(demo, 'pages').map((page) => page.fields.lead),
  ...faq.flatMap((entry) => localizedTexts(entry.fields)),
]

describe('the demo’s long-form pages and FAQ', () => {
  it('have every text in all five languages', () => {
    const incomplete = pageAndFaqTexts.filter((text) => Object.values(text).filter((each) => each.trim()).length !== 5)
    expect(incomplete.map((text) => text['en-US'])).toEqual([])
  })

  it('are translated into Chinese and Japanese, not left in English', () => {
    const untranslated = pageAndFaqTexts.filter((text) =>
      (['zh-CN', 'zh-TW', 'ja-JP'] as const).some((locale) => text[locale] === text['en-US']),
    )
    expect(untranslated.map((text) => text['en-US'])).toEqual([])
  })

  it('answer questions in every FAQ category', () => {
    for (const category of ['inquiry', 'products', 'membership', 'samples', 'pharmacy']) {
      expect(faq.filter((entry) => entry.fields.categoryId === category).length, category).toBeGreaterThanOrEqual(3)
    }
  })
})

import { describe, expect, it } from 'vitest'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import type { LocalizedText } from '~/backend/db/schema'
import { type DemoItem, demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { send } from './auth-support'
import { rawGet, setUpContractHarness, transportNames } from './harness'

/** Public: no sign-in calls needed. */
const harness = setUpContractHarness()
const demo = await readDemoContent()
const faqCategoryNames = demoPart<DemoItem<{ name: LocalizedText }>>(demo, 'faq-categories')
const faq = demoPart<DemoItem<{ categoryId: string; question: LocalizedText; answer: LocalizedText }>>(demo, 'faq-entries').map(
  (entry) => entry.fields,
)
const categories = ['inquiry', 'products', 'membership', 'samples', 'pharmacy']
const named = (locale: 'ko-KR' | 'en-US' | 'ja-JP' | 'zh-TW') =>
  categories.map((key) => ({ key, name: faqCategoryNames.find((category) => category.key === key)?.fields.name[locale] }))

describe.each(transportNames)('GET /faq over %s', (name) => {
  it('answers every entry of the FAQ page, in its order, in the request language', async () => {
    for (const locale of ['ko-KR', 'en-US', 'ja-JP'] as const) {
      const answer = await send(harness, name, memberAreaEndpoints.faq, {}, { locale })
      expect(answer.status).toBe(200)
      expect(answer.json.data?.categories).toEqual(named(locale))
      expect(answer.json.data?.items).toHaveLength(faq.length)
      expect(answer.json.data?.items.map((item) => item.question)).toEqual(faq.map((entry) => entry.question[locale]))
      expect(answer.json.data?.items[0]).toEqual({
        id: expect.any(Number),
        category: 'inquiry',
        question: faq[0]?.question[locale],
        answer: faq[0]?.answer[locale],
      })
    }
  })

  it('answers one category when asked, and none for an unknown one', async () => {
    const samples = await send(harness, name, memberAreaEndpoints.faq, { query: { category: 'samples' } }, { locale: 'zh-TW' })
    const expected = faq.filter((entry) => entry.categoryId === 'samples')
    expect(samples.json.data?.items.map((item) => item.question)).toEqual(expected.map((entry) => entry.question['zh-TW']))
    expect(samples.json.data?.items.every((item) => item.category === 'samples')).toBe(true)
    expect(samples.json.data?.categories).toEqual(named('zh-TW'))
    const unknown = await send(harness, name, memberAreaEndpoints.faq, { query: { category: 'nothing' } }, { locale: 'en-US' })
    expect(unknown.json.data).toEqual({ categories: named('en-US'), items: [] })
  })
})

it('refuses a category that is not a plain key (400)', async () => {
  expect((await rawGet(harness, '/faq?category=DROP%20TABLE')).status).toBe(400)
  expect((await rawGet(harness, `/faq?category=${'a'.repeat(33)}`)).status).toBe(400)
})

import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { posts } from '~/backend/db/schema'
import { createPublicReadCache } from '~/backend/http/public-read-cache'
import { rawGet, setUpContractHarness } from './harness'

// The backend as the site runs it, with its cache of public reads (docs/decisions/0020), on a clock the test moves.
let now = 0
const harness = setUpContractHarness(() => ({
  publicReadCache: createPublicReadCache({ ttlMs: 60_000, maxBytes: 16 * 1024 * 1024, now: () => now }),
}))

const ko = { 'accept-language': 'ko-KR' }
const en = { 'accept-language': 'en-US' }

async function retitle(id: number, title: string) {
  await harness.database.db
    .update(posts)
    .set({ title: sql`jsonb_set(${posts.title}, '{ko-KR}', to_jsonb(${title}::text))` })
    .where(eq(posts.id, id))
}

async function newestNewsId(): Promise<number> {
  const { json } = await rawGet(harness, '/post/news?size=1', ko)
  return (json.data as { items: Array<{ id: number }> }).items[0]?.id ?? 0
}

describe('the cache of public reads', () => {
  it('answers a repeated read from memory, and shows an edit once its minute is up', async () => {
    const id = await newestNewsId()
    const first = await rawGet(harness, `/post/news/${id}`, ko)
    expect(first.status).toBe(200)
    await retitle(id, '편집된 제목')
    now += 59_000
    const second = await rawGet(harness, `/post/news/${id}`, ko)
    expect(second.headers.get('x-api-cache')).toBe('hit')
    expect(second.text).toBe(first.text)
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
    now += 1_000
    const later = await rawGet(harness, `/post/news/${id}`, ko)
    expect(later.headers.get('x-api-cache')).toBe('miss')
    expect((later.json.data as { title: string }).title).toBe('편집된 제목')
  })

  it('keeps each language apart', async () => {
    const id = await newestNewsId()
    now += 60_000
    const korean = await rawGet(harness, `/post/news/${id}`, ko)
    const english = await rawGet(harness, `/post/news/${id}`, en)
    expect(english.headers.get('x-api-cache')).toBe('miss')
    expect(english.text).not.toBe(korean.text)
    expect((await rawGet(harness, `/post/news/${id}`, en)).text).toBe(english.text)
  })

  it('keys an answer by what it depends on: parameter order and unknown parameters make no new entry', async () => {
    now += 60_000
    const first = await rawGet(harness, '/post/news?page=2&size=5', ko)
    expect(first.headers.get('x-api-cache')).toBe('miss')
    const reordered = await rawGet(harness, '/post/news?size=5&page=2&utm_source=mail', ko)
    expect(reordered.headers.get('x-api-cache')).toBe('hit')
    expect(reordered.text).toBe(first.text)
    expect((await rawGet(harness, '/post/news?page=3&size=5', ko)).headers.get('x-api-cache')).toBe('miss')
  })

  it('never keeps a refusal: an article that did not exist is found once it does', async () => {
    const missing = await rawGet(harness, '/post/news/987654', ko)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-api-cache')).toBeNull()
    expect(missing.headers.get('cache-control')).toBe('no-store')
    await harness.database.db.insert(posts).values({
      id: 987654,
      postType: 'news',
      title: { 'ko-KR': '새 소식' },
      publishedAt: '2020-01-01',
      publishAt: sql`now()`,
    })
    const found = await rawGet(harness, '/post/news/987654', ko)
    expect(found.status).toBe(200)
    expect((found.json.data as { title: string }).title).toBe('새 소식')
  })

  it('reads once for 50 visitors who ask at the same moment', async () => {
    now += 60_000
    const answers = await Promise.all(Array.from({ length: 50 }, () => rawGet(harness, '/pharmacy/page?siNm=서울특별시', ko)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(answers.filter((answer) => answer.headers.get('x-api-cache') === 'miss')).toHaveLength(1)
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
  })

  it('leaves answers the contract does not mark public alone', async () => {
    const faq = await rawGet(harness, '/faq', ko)
    expect(faq.headers.get('x-api-cache')).toBeNull()
  })
})

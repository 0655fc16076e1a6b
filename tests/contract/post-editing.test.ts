import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { newsEditingEndpoints as news, pressEditingEndpoints as press } from '~/api/contract/post-editing-endpoints'
import type { RichDocument } from '~/api/contract/rich-text'
import { API_BASE_PATH } from '~/backend/app'
import { clientFor } from './harness'
import { call, editingStaff, fromNow, newsFields, ok, sleep } from './post-editing-support'
import { adminStaffToken, asStaff, setUpStaffHarness } from './staff-support'

/**
 * Issue 24: editors write news as drafts that visitors never see, publish them now or on a schedule, keep every
 * published version, and are refused when they save over a colleague's newer change. What is refused, who may edit and
 * what the audit log keeps: post-editing-safeguards.test.ts.
 */
const harness = setUpStaffHarness()
const visitor = (locale = 'ko-KR') => clientFor(harness, 'in-process', locale)
const { editor, admin } = editingStaff(harness)

async function publicNewsIds(locale = 'ko-KR') {
  const page = await visitor(locale)(publicApi.newsList, { query: { size: 100 } })
  return page.items.map((item) => item.id)
}

const textOf = (doc: RichDocument) => JSON.stringify(doc)

describe('the automation example of the issue', () => {
  it('creates a draft visitors do not see, publishes it with a bare POST, and then it is listed and read', async () => {
    // A script runs as a staff account (issue 37 §4: the machine credential does not edit content).
    const token = await adminStaffToken(harness)
    const { id } = await ok(harness, news.create, { body: newsFields('자동화 소식') }, asStaff(token))
    expect(await publicNewsIds()).not.toContain(id)
    await expect(visitor()(publicApi.newsDetail, { params: { id } })).rejects.toSatisfy(isNotFound)

    // No body, no content type: what a shell script's `curl -X POST` sends.
    const bare = await harness.app.request(`${API_BASE_PATH}/admin/content/posts/news/${id}/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bare.status, await bare.clone().text()).toBe(200)
    const published = ((await bare.json()) as { data: { state: string; updatedBy: string | null; publishAt: string } }).data
    expect(published.state).toBe('published')
    expect(published.updatedBy).not.toBeNull()

    expect(await publicNewsIds()).toContain(id)
    // The sitemap's lastmod: the moment of its latest publication.
    const listed = await visitor()(publicApi.newsList, { query: { size: 50 } })
    expect(listed.items.find((item) => item.id === id)?.modifiedAt).toBe(published.publishAt)
    const korean = await visitor('ko-KR')(publicApi.newsDetail, { params: { id } })
    const english = await visitor('en-US')(publicApi.newsDetail, { params: { id } })
    const japanese = await visitor('ja-JP')(publicApi.newsDetail, { params: { id } })
    expect(korean.title).toBe('자동화 소식 (한국어)')
    expect(korean.body.doc.content.map((block) => block.type)).toEqual(['paragraph', 'paragraph'])
    expect(textOf(english.body.doc)).toContain('Second paragraph.')
    // No Japanese was written: the Korean text, as for every field.
    expect(japanese.title).toBe(korean.title)
    expect(japanese.body).toEqual(korean.body)
    // ... and says so, so that the page marks it Korean.
    expect(japanese.body.lang).toBe('ko-KR')
    expect(english.body.lang).toBe('en-US')
  })

  it('takes `{}` for "publish now" as well, and refuses a body that is not JSON', async () => {
    const token = await adminStaffToken(harness)
    const { id } = await ok(harness, news.create, { body: newsFields('빈 본문') }, asStaff(token))
    const request = (body: string) =>
      harness.app.request(`${API_BASE_PATH}/admin/content/posts/news/${id}/publish`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      })
    expect((await request('not json')).status).toBe(400)
    expect((await request('{}')).status).toBe(200)
    expect(await publicNewsIds()).toContain(id)
  })
})

describe('drafts and versions', () => {
  it('keeps a published item as visitors saw it while its draft changes, until the draft is published', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('초판') }, editor.as)
    const first = await ok(harness, news.publish, { params: { id }, body: {} }, editor.as)
    const saved = await ok(
      harness,
      news.saveDraft,
      { params: { id }, body: { version: first.version, fields: newsFields('개정판') } },
      editor.as,
    )
    expect(saved).toMatchObject({ state: 'published', hasDraft: true, version: first.version + 1, updatedBy: editor.name })
    expect((await visitor()(publicApi.newsDetail, { params: { id } })).title).toBe('초판 (한국어)')

    const detail = await ok(harness, news.detail, { params: { id } }, editor.as)
    expect(detail.fields.title['ko-KR']).toBe('개정판 (한국어)')
    expect(detail.published?.title['ko-KR']).toBe('초판 (한국어)')

    await ok(harness, news.publish, { params: { id }, body: { version: saved.version } }, editor.as)
    expect((await visitor()(publicApi.newsDetail, { params: { id } })).title).toBe('개정판 (한국어)')
  })

  it("refuses a save over someone else's newer change with 409 STALE_RECORD, and changes nothing", async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('동시 편집') }, editor.as)
    const read = await ok(harness, news.detail, { params: { id } }, editor.as)
    const theirs = await ok(
      harness,
      news.saveDraft,
      { params: { id }, body: { version: read.version, fields: newsFields('관리자의 수정') } },
      admin.as,
    )
    const mine = await call(
      harness,
      news.saveDraft,
      { params: { id }, body: { version: read.version, fields: newsFields('편집자의 수정') } },
      { ...editor.as, locale: 'en-US' },
    )
    expect(mine.status).toBe(409)
    expect(mine.json.error).toMatchObject({ status: 409, code: 'STALE_RECORD' })
    expect(mine.json.error?.message).toMatch(/[A-Za-z]/)

    const after = await ok(harness, news.detail, { params: { id } }, editor.as)
    expect(after.fields.title['ko-KR']).toBe('관리자의 수정 (한국어)')
    expect(after).toMatchObject({ version: theirs.version, updatedBy: admin.name })
    // A publish or restore naming the old version is refused too; one naming none (automation) goes through.
    expect((await call(harness, news.publish, { params: { id }, body: { version: read.version } }, editor.as)).status).toBe(409)
    expect((await call(harness, news.unpublish, { params: { id }, body: { version: read.version } }, editor.as)).status).toBe(409)
  })

  it('answers 404 for an item that does not exist or is of another type', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('종류') }, editor.as)
    expect((await call(harness, news.detail, { params: { id: 987_654 } }, editor.as)).status).toBe(404)
    expect((await call(harness, press.detail, { params: { id } }, editor.as)).status).toBe(404)
    const stale = await call(harness, press.saveDraft, { params: { id }, body: { version: 1, fields: pressFields() } }, editor.as)
    expect(stale.status).toBe(404)
  })
})

function pressFields() {
  return {
    title: { 'ko-KR': '보도' },
    outlet: { 'ko-KR': '신문' },
    link: 'https://example.com/a',
    publishedAt: '2030-01-02',
  }
}

describe('schedules', () => {
  it('shows a scheduled item from its moment on and takes an item off at its end, by the database clock', async () => {
    const later = await ok(harness, news.create, { body: newsFields('예약') }, editor.as)
    const ending = await ok(harness, news.create, { body: newsFields('종료 예정') }, editor.as)
    const start = Date.now()
    const scheduled = await ok(harness, news.publish, { params: later, body: { publishAt: fromNow(2000) } }, editor.as)
    const limited = await ok(harness, news.publish, { params: ending, body: { unpublishAt: fromNow(2000) } }, editor.as)
    expect(scheduled.state).toBe('scheduled')
    expect(limited).toMatchObject({ state: 'published', unpublishAt: expect.any(String) })

    expect(await publicNewsIds()).not.toContain(later.id)
    expect(await publicNewsIds()).toContain(ending.id)
    await expect(visitor()(publicApi.newsDetail, { params: later })).rejects.toSatisfy(isNotFound)
    const scheduledList = await ok(harness, news.list, { query: { state: 'scheduled', size: 100 } }, editor.as)
    expect(scheduledList.items.map((item) => item.id)).toContain(later.id)

    await sleep(Math.max(0, start + 2600 - Date.now()))
    expect(await publicNewsIds()).toContain(later.id)
    expect(await publicNewsIds()).not.toContain(ending.id)
    await expect(visitor()(publicApi.newsDetail, { params: ending })).rejects.toSatisfy(isNotFound)
    expect((await ok(harness, news.detail, { params: later }, editor.as)).state).toBe('published')
    expect((await ok(harness, news.detail, { params: ending }, editor.as)).state).toBe('unpublished')
  })

  it('publishes at once when the moment given is past, and refuses an end before the start', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('지난 시각') }, editor.as)
    const past = await ok(harness, news.publish, { params: { id }, body: { publishAt: fromNow(-3_600_000) } }, editor.as)
    expect(past.state).toBe('published')
    expect(Date.parse(past.publishAt ?? '')).toBeGreaterThan(Date.now() - 60_000)

    const before = await call(harness, news.publish, { params: { id }, body: { unpublishAt: fromNow(-1000) } }, editor.as)
    expect(before.status).toBe(400)
    expect(before.json.error?.fields?.unpublishAt?.code).toBe('BAD_REQUEST')
    const crossed = await call(
      harness,
      news.publish,
      { params: { id }, body: { publishAt: fromNow(7_200_000), unpublishAt: fromNow(3_600_000) } },
      editor.as,
    )
    expect(crossed.status).toBe(400)
  })

  it('takes an item off at once on unpublish; its draft stays and it can be published again', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('내림') }, editor.as)
    const published = await ok(harness, news.publish, { params: { id }, body: {} }, editor.as)
    const off = await ok(harness, news.unpublish, { params: { id }, body: { version: published.version } }, editor.as)
    expect(off).toMatchObject({ state: 'unpublished', publishAt: null })
    expect(await publicNewsIds()).not.toContain(id)
    await ok(harness, news.publish, { params: { id }, body: { version: off.version } }, editor.as)
    expect(await publicNewsIds()).toContain(id)
  })
})

describe('revisions', () => {
  it('keeps every published version; a restored one becomes the draft, and visitors see it once it is published', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('버전 하나') }, editor.as)
    await ok(harness, news.publish, { params: { id }, body: {} }, editor.as)
    const read = await ok(harness, news.detail, { params: { id } }, editor.as)
    const second = await ok(
      harness,
      news.saveDraft,
      { params: { id }, body: { version: read.version, fields: newsFields('버전 둘') } },
      admin.as,
    )
    await ok(harness, news.publish, { params: { id }, body: { version: second.version } }, admin.as)

    const revisions = await ok(harness, news.revisions, { params: { id } }, editor.as)
    expect(revisions.map(({ revision, publishedBy }) => ({ revision, publishedBy }))).toEqual([
      { revision: 2, publishedBy: admin.name },
      { revision: 1, publishedBy: editor.name },
    ])
    const first = await ok(harness, news.revision, { params: { id, revision: 1 } }, editor.as)
    expect(first.fields.title['ko-KR']).toBe('버전 하나 (한국어)')
    expect((await call(harness, news.revision, { params: { id, revision: 9 } }, editor.as)).status).toBe(404)

    const current = await ok(harness, news.detail, { params: { id } }, editor.as)
    const restored = await ok(
      harness,
      news.restore,
      { params: { id, revision: 1 }, body: { version: current.version } },
      editor.as,
    )
    expect(restored).toMatchObject({ hasDraft: true, state: 'published' })
    expect((await ok(harness, news.detail, { params: { id } }, editor.as)).fields.title['ko-KR']).toBe('버전 하나 (한국어)')
    expect((await visitor()(publicApi.newsDetail, { params: { id } })).title).toBe('버전 둘 (한국어)')

    await ok(harness, news.publish, { params: { id }, body: { version: restored.version } }, editor.as)
    expect((await visitor()(publicApi.newsDetail, { params: { id } })).title).toBe('버전 하나 (한국어)')
    expect((await ok(harness, news.revisions, { params: { id } }, editor.as)).map((item) => item.revision)).toEqual([3, 2, 1])
  })

  it('keeps the shipped text of a seeded item as its first revision when it is first changed', async () => {
    // The oldest news: shipped with the site, never edited by a test.
    const seeded = (await visitor()(publicApi.newsList, { query: { size: 100 } })).items.at(-1)
    if (!seeded) throw new Error('expected seeded news')
    const read = await ok(harness, news.detail, { params: { id: seeded.id } }, editor.as)
    expect(read).toMatchObject({ state: 'published', hasDraft: false, updatedBy: null })
    expect(await ok(harness, news.revisions, { params: { id: seeded.id } }, editor.as)).toEqual([])

    const fields = { ...read.fields, title: { ...read.fields.title, 'ko-KR': '고친 제목' } }
    const saved = await ok(
      harness,
      news.saveDraft,
      { params: { id: seeded.id }, body: { version: read.version, fields } },
      editor.as,
    )
    await ok(harness, news.publish, { params: { id: seeded.id }, body: { version: saved.version } }, editor.as)
    const revisions = await ok(harness, news.revisions, { params: { id: seeded.id } }, editor.as)
    expect(revisions.map(({ revision, publishedBy }) => ({ revision, publishedBy }))).toEqual([
      { revision: 2, publishedBy: editor.name },
      { revision: 1, publishedBy: null },
    ])
    const shipped = await ok(harness, news.revision, { params: { id: seeded.id, revision: 1 } }, editor.as)
    expect(shipped.fields.title['ko-KR']).toBe(seeded.title)
  })
})

describe('the list', () => {
  it('filters by missing language, state and text, and marks the languages each item lacks', async () => {
    const tag = `누락-${Date.now()}`
    const { id } = await ok(harness, news.create, { body: newsFields(tag) }, editor.as)
    const list = (query: Record<string, unknown>) => ok(harness, news.list, { query: { size: 100, ...query } }, editor.as)

    const missingJapanese = await list({ missing: 'ja-JP', q: tag })
    expect(missingJapanese.items).toHaveLength(1)
    expect(missingJapanese.items[0]).toMatchObject({
      id,
      title: `${tag} (한국어)`,
      state: 'draft',
      hasDraft: true,
      missingLocales: ['zh-CN', 'zh-TW', 'ja-JP'],
      updatedBy: editor.name,
    })
    expect((await list({ missing: 'en-US', q: tag })).items).toEqual([])
    // The English title is searched as well.
    expect((await list({ q: `${tag} (English)` })).items.map((item) => item.id)).toEqual([id])
    expect((await list({ state: 'draft' })).items.map((item) => item.id)).toContain(id)
    expect((await list({ state: 'published' })).items.map((item) => item.id)).not.toContain(id)

    // The seeded news is in five languages: never listed as missing one.
    const seededMissing = await list({ missing: 'zh-TW', state: 'published' })
    for (const item of seededMissing.items) expect(item.missingLocales).toContain('zh-TW')

    const paged = await ok(harness, news.list, { query: { size: 2, page: 2 } }, editor.as)
    expect(paged).toMatchObject({ page: 2, size: 2 })
    expect(paged.items).toHaveLength(2)
    expect(paged.total).toBeGreaterThan(30)
  })
})

import { isNotFound } from '@tanstack/react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { endpointGroups } from '~/api/contract/endpoint-groups'
import { newsEditingEndpoints as news, pressEditingEndpoints as press } from '~/api/contract/post-editing-endpoints'
import type { RichDocument } from '~/api/contract/rich-text'
import { API_BASE_PATH } from '~/backend/app'
import { clientFor } from './harness'
import { ADMIN_TOKEN } from './member-support'
import { auditOf, call, fromNow, newsFields, ok, sleep, staffMember } from './post-editing-support'
import { asMachine, roleRefusalLog, setUpStaffHarness } from './staff-support'

/**
 * Issue 24: editors write news as drafts that visitors never see, publish them now or on a schedule, keep every
 * published version, and are refused when they save over a colleague's newer change.
 */
const harness = setUpStaffHarness()
const visitor = (locale = 'ko-KR') => clientFor(harness, 'in-process', locale)

let editor: Awaited<ReturnType<typeof staffMember>>
let admin: Awaited<ReturnType<typeof staffMember>>
let support: Awaited<ReturnType<typeof staffMember>>

beforeAll(async () => {
  editor = await staffMember(harness, 'editor', 'writer')
  admin = await staffMember(harness, 'admin', 'chief')
  support = await staffMember(harness, 'support', 'helpdesk')
})

async function publicNewsIds(locale = 'ko-KR') {
  const page = await visitor(locale)(publicApi.newsList, { query: { size: 100 } })
  return page.items.map((item) => item.id)
}

const textOf = (doc: RichDocument) => JSON.stringify(doc)

describe('the automation example of the issue', () => {
  it('creates a draft visitors do not see, publishes it with a bare POST, and then it is listed and read', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('자동화 소식') }, asMachine)
    expect(await publicNewsIds()).not.toContain(id)
    await expect(visitor()(publicApi.newsDetail, { params: { id } })).rejects.toSatisfy(isNotFound)

    // No body, no content type: what a shell script's `curl -X POST` sends.
    const bare = await harness.app.request(`${API_BASE_PATH}/admin/content/posts/news/${id}/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    expect(bare.status, await bare.clone().text()).toBe(200)
    const published = ((await bare.json()) as { data: { state: string; updatedBy: string | null; publishAt: string } }).data
    expect(published).toMatchObject({ state: 'published', updatedBy: null })

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
    const { id } = await ok(harness, news.create, { body: newsFields('빈 본문') }, asMachine)
    const request = (body: string) =>
      harness.app.request(`${API_BASE_PATH}/admin/content/posts/news/${id}/publish`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
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

describe('validation', () => {
  it('refuses bad fields with 400 and writes nothing', async () => {
    const before = (await ok(harness, news.list, { query: { size: 1 } }, editor.as)).total
    const noKorean = await call(
      harness,
      news.create,
      { body: { ...newsFields('x'), title: { 'en-US': 'Only English' } } as never },
      editor.as,
    )
    expect(noKorean.status).toBe(400)
    expect(noKorean.json.error?.code).toBe('BAD_REQUEST')

    const scriptLink = {
      'ko-KR': {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: '누르기', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
          },
        ],
      },
    }
    expect((await call(harness, news.create, { body: newsFields('x', { body: scriptLink as never }) }, editor.as)).status).toBe(
      400,
    )

    const otherCategory = await call(harness, news.create, { body: newsFields('x', { categoryId: 999_999 }) }, editor.as)
    expect(otherCategory.status).toBe(400)
    expect(otherCategory.json.error?.fields?.categoryId?.code).toBe('BAD_REQUEST')

    const missingImage = {
      'ko-KR': { type: 'doc', content: [{ type: 'image', attrs: { mediaId: 999_999 } }] },
    }
    const image = await call(harness, news.create, { body: newsFields('x', { body: missingImage as never }) }, editor.as)
    expect(image.status).toBe(400)
    expect(image.json.error?.fields?.body?.code).toBe('BAD_REQUEST')

    // However it is sent, a body fits the post's body limit: too long as plain text, or as a document by its links.
    const longText = { 'ko-KR': '가'.repeat(60_001) }
    expect((await call(harness, news.create, { body: newsFields('x', { body: longText }) }, editor.as)).status).toBe(400)
    const link = { type: 'link', attrs: { href: `https://example.com/${'a'.repeat(1900)}` } }
    const manyLinks = {
      'ko-KR': {
        type: 'doc',
        content: Array.from({ length: 100 }, () => ({
          type: 'paragraph',
          content: [{ type: 'text', text: '링크', marks: [link, link] }],
        })),
      },
    }
    expect((await call(harness, news.create, { body: newsFields('x', { body: manyLinks as never }) }, editor.as)).status).toBe(
      400,
    )

    expect((await ok(harness, news.list, { query: { size: 1 } }, editor.as)).total).toBe(before)
  })
})

describe('who may edit', () => {
  it('lets editors and admins edit and refuses support staff', async () => {
    const warnings = roleRefusalLog()
    for (const staff of [editor, admin]) {
      expect((await call(harness, news.list, {}, staff.as)).status).toBe(200)
      expect((await call(harness, news.create, { body: newsFields('권한') }, staff.as)).status).toBe(200)
    }
    expect((await call(harness, news.list, {}, support.as)).status).toBe(403)
    expect((await call(harness, news.create, { body: newsFields('권한') }, support.as)).status).toBe(403)
    expect(warnings).toHaveBeenCalledTimes(2)
    warnings.mockRestore()
  })

  it('lets editors and admins past the role check of every post editing call', async () => {
    const groups = ['news editing', 'press editing', 'patent editing', 'thesis editing', 'post category editing'] as const
    const refused: string[] = []
    for (const staff of [editor, admin]) {
      for (const group of groups) {
        for (const endpoint of Object.values(endpointGroups[group])) {
          // An item that does not exist: the call is judged on its role, then answers 400 or 404, and changes nothing.
          const path = endpoint.path.replace(/:(\w+)/g, '987654')
          const response = await harness.app.request(`${API_BASE_PATH}${path}`, {
            method: endpoint.method,
            headers: { authorization: staff.as.token, 'content-type': 'application/json' },
            body: endpoint.method === 'GET' ? undefined : '{}',
          })
          if (response.status === 401 || response.status === 403) refused.push(`${endpoint.method} ${path}: ${response.status}`)
        }
      }
    }
    expect(refused).toEqual([])
  })
})

describe('the audit log', () => {
  it('records every change of an item in its transaction, with no text of it', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('감사') }, editor.as)
    const published = await ok(harness, news.publish, { params: { id }, body: {} }, editor.as)
    const saved = await ok(
      harness,
      news.saveDraft,
      { params: { id }, body: { version: published.version, fields: newsFields('감사 2') } },
      editor.as,
    )
    const off = await ok(harness, news.unpublish, { params: { id }, body: { version: saved.version } }, editor.as)
    await ok(harness, news.restore, { params: { id, revision: 1 }, body: { version: off.version } }, editor.as)
    await ok(harness, news.remove, { params: { id } }, admin.as)
    // A refused change leaves no entry.
    await call(harness, news.saveDraft, { params: { id }, body: { version: 1, fields: newsFields('없음') } }, editor.as)

    const entries = await auditOf(harness, 'news', id)
    expect(entries.map((entry) => entry.action)).toEqual([
      'content.create',
      'content.publish',
      'content.draft',
      'content.unpublish',
      'content.restore',
      'content.delete',
    ])
    expect(entries.every((entry) => entry.actorKind === 'staff')).toBe(true)
    expect(entries[1]?.detail).toEqual({ revision: 1 })
    expect(JSON.stringify(entries)).not.toContain('감사')

    expect((await call(harness, news.detail, { params: { id } }, editor.as)).status).toBe(404)
    expect((await call(harness, news.revisions, { params: { id } }, editor.as)).status).toBe(404)
  })
})

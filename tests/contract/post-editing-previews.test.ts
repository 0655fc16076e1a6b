import { describe, expect, it } from 'vitest'
import { PREVIEW_LINK_MINUTES } from '~/api/contract/content-editing'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import {
  postCategoryEditingEndpoints as categories,
  newsEditingEndpoints as news,
  patentEditingEndpoints as patent,
  pressEditingEndpoints as press,
} from '~/api/contract/post-editing-endpoints'
import { API_BASE_PATH } from '~/backend/app'
import { clientFor } from './harness'
import { auditOf, call, newsFields, ok, staffMember } from './post-editing-support'
import { adminStaffToken, asAdminStaff, roleRefusalLog, setUpStaffHarness } from './staff-support'

/**
 * Issue 24: a preview link shows an item's draft on its real page, to whoever holds the link, for a short time and
 * for that item only, never cached; and editors name the post categories in five languages.
 */
const harness = setUpStaffHarness()
const visitor = (locale = 'ko-KR') => clientFor(harness, 'in-process', locale)

interface PreviewJson {
  data?: Record<string, unknown> & { title?: string; body?: { doc: unknown } }
  error?: { code: string }
}

/** GET of the public preview read, raw (status and headers matter). */
async function previewRead(path: string, token: string, locale = 'ko-KR') {
  const response = await harness.app.request(`${API_BASE_PATH}${path}/preview?token=${encodeURIComponent(token)}`, {
    headers: { 'accept-language': locale },
  })
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    json: (await response.json()) as PreviewJson,
  }
}

const tokenOf = (path: string) => new URL(path, 'http://site.test').searchParams.get('preview') ?? ''

describe('preview links', () => {
  it('shows the draft on the page design, for that item, uncached, until the link expires', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('미리보기') }, await asAdminStaff(harness))
    const link = await ok(harness, news.preview, { params: { id }, body: {} }, await asAdminStaff(harness))
    expect(link.path).toMatch(new RegExp(`^/news/${id}\\?preview=[A-Za-z0-9_-]{20,}$`))
    const minutes = (Date.parse(link.expiresAt) - harness.clock.now.getTime()) / 60_000
    expect(minutes).toBeGreaterThan(PREVIEW_LINK_MINUTES - 1)
    expect(minutes).toBeLessThanOrEqual(PREVIEW_LINK_MINUTES)

    const token = tokenOf(link.path)
    const english = await previewRead(`/post/news/${id}`, token, 'en-US')
    expect(english.status).toBe(200)
    expect(english.cacheControl).toBe('no-store')
    expect(english.json.data).toMatchObject({ id, title: '미리보기 (English)', previousId: null, nextId: null })
    expect(JSON.stringify(english.json.data?.body?.doc)).toContain('Second paragraph.')
    // Still a draft for everyone else.
    expect((await harness.app.request(`${API_BASE_PATH}/post/news/${id}`)).status).toBe(404)

    harness.clock.now = new Date(Date.parse(link.expiresAt) + 1000)
    const expired = await previewRead(`/post/news/${id}`, token)
    expect(expired.status).toBe(404)
    expect(expired.json.error?.code).toBe('NOT_FOUND')
    expect(expired.cacheControl).toBe('no-store')
  })

  it('ends when the draft is saved again or published, and when an editor revokes the item’s links (audited)', async () => {
    const { id } = await ok(harness, news.create, { body: newsFields('바뀌는 초안') }, await asAdminStaff(harness))
    const linkTo = async () =>
      tokenOf((await ok(harness, news.preview, { params: { id }, body: {} }, await asAdminStaff(harness))).path)
    const opens = async (token: string) => (await previewRead(`/post/news/${id}`, token)).status
    const version = async () => (await ok(harness, news.detail, { params: { id } }, await asAdminStaff(harness))).version

    const beforeSave = await linkTo()
    const body = { version: await version(), fields: newsFields('고친 초안') }
    await ok(harness, news.saveDraft, { params: { id }, body }, await asAdminStaff(harness))
    expect(await opens(beforeSave)).toBe(404)
    const afterSave = await linkTo()
    expect((await previewRead(`/post/news/${id}`, afterSave)).json.data?.title).toBe('고친 초안 (한국어)')

    const editor = await staffMember(harness, 'editor', 'preview-revoke')
    expect(await ok(harness, news.revokePreviews, { params: { id } }, editor.as)).toEqual({ revoked: true })
    expect(await opens(afterSave)).toBe(404)
    const audited = await auditOf(harness, 'news', id)
    expect(audited.filter((entry) => entry.action === 'content.preview-revoke')).toMatchObject([{ actorKind: 'staff' }])
    harness.clock.now = new Date(harness.clock.now.getTime() + 1)
    const afterRevoke = await linkTo()
    expect(await opens(afterRevoke)).toBe(200)

    await ok(harness, news.publish, { params: { id }, body: { version: await version() } }, await asAdminStaff(harness))
    expect(await opens(afterRevoke)).toBe(404)
  })

  it('opens no other item, type or altered token', async () => {
    const first = await ok(harness, news.create, { body: newsFields('첫째') }, await asAdminStaff(harness))
    const second = await ok(harness, news.create, { body: newsFields('둘째') }, await asAdminStaff(harness))
    const token = tokenOf((await ok(harness, news.preview, { params: first, body: {} }, await asAdminStaff(harness))).path)
    expect((await previewRead(`/post/news/${first.id}`, token)).status).toBe(200)
    expect((await previewRead(`/post/news/${second.id}`, token)).status).toBe(404)
    expect((await previewRead(`/post/patent/${first.id}`, token)).status).toBe(404)
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await previewRead(`/post/news/${first.id}`, altered)).status).toBe(404)
    const longer = token.replace(/^[0-9a-z]+/, (expiry) => (Number.parseInt(expiry, 36) + 86_400).toString(36))
    expect((await previewRead(`/post/news/${first.id}`, longer)).status).toBe(404)
    expect((await previewRead(`/post/news/${first.id}`, 'a'.repeat(30))).status).toBe(404)
    expect((await previewRead(`/post/news/${first.id}`, 'short')).status).toBe(400)
  })

  it('previews patents on their page, and has no preview for press (which has no page)', async () => {
    const { items } = await ok(harness, patent.list, { query: { state: 'published', size: 1 } }, await asAdminStaff(harness))
    const id = items[0]?.id ?? 0
    const link = await ok(harness, patent.preview, { params: { id }, body: {} }, await asAdminStaff(harness))
    expect(link.path).toMatch(new RegExp(`^/research/patent/${id}\\?preview=`))
    const answer = await previewRead(`/post/patent/${id}`, tokenOf(link.path))
    expect(answer.json.data).toEqual(await visitor()(publicApi.patentDetail, { params: { id } }))

    const pressItem = (await ok(harness, press.list, { query: { size: 1 } }, await asAdminStaff(harness))).items[0]
    expect(
      (await call(harness, press.preview, { params: { id: pressItem?.id ?? 1 }, body: {} }, await asAdminStaff(harness))).status,
    ).toBe(404)
  })
})

describe('post categories', () => {
  it('lets editors add and rename a category in five languages, which visitors then see; audited', async () => {
    const before = await ok(harness, categories.categoryList, {}, await asAdminStaff(harness))
    const { id } = await ok(
      harness,
      categories.categoryCreate,
      { body: { postType: 'news', name: { 'ko-KR': '행사', 'en-US': 'Events' } } },
      await asAdminStaff(harness),
    )
    const after = await ok(harness, categories.categoryList, {}, await asAdminStaff(harness))
    const added = after.find((category) => category.id === id)
    const lastNews = Math.max(...before.filter((category) => category.postType === 'news').map((c) => c.sortOrder))
    expect(added).toEqual({ id, postType: 'news', name: { 'ko-KR': '행사', 'en-US': 'Events' }, sortOrder: lastNews + 1 })
    expect((await visitor('en-US')(publicApi.postCategories, { params: { type: 'news' } })).at(-1)).toEqual({
      id,
      name: 'Events',
    })

    await ok(
      harness,
      categories.categoryUpdate,
      { params: { id }, body: { name: { 'ko-KR': '행사 소식' } } },
      await asAdminStaff(harness),
    )
    // English was left out: Korean is shown instead.
    expect((await visitor('en-US')(publicApi.postCategories, { params: { type: 'news' } })).at(-1)).toEqual({
      id,
      name: '행사 소식',
    })
    expect(
      (
        await call(
          harness,
          categories.categoryUpdate,
          { params: { id: 987_654 }, body: { name: { 'ko-KR': 'x' } } },
          await asAdminStaff(harness),
        )
      ).status,
    ).toBe(404)
    expect((await auditOf(harness, 'post-category', id)).map((entry) => entry.action)).toEqual([
      'content.category',
      'content.category',
    ])

    // A news item may be filed under it.
    const created = await ok(
      harness,
      news.create,
      { body: newsFields('행사 소식', { categoryId: id }) },
      await asAdminStaff(harness),
    )
    expect((await ok(harness, news.detail, { params: created }, await asAdminStaff(harness))).fields.categoryId).toBe(id)
  })

  it('keeps a post saved with no category without one (listed under all only), and refuses a category of another type', async () => {
    const staff = await asAdminStaff(harness)
    const { id } = await ok(harness, news.create, { body: newsFields('분류 없음', { categoryId: null }) }, staff)
    expect((await ok(harness, news.detail, { params: { id } }, staff)).fields.categoryId).toBeNull()
    await ok(harness, news.publish, { params: { id }, body: {} }, staff)
    const read = await visitor()(publicApi.newsDetail, { params: { id } })
    expect([read.categoryId, read.categoryName]).toEqual([null, null])
    const all = await visitor()(publicApi.newsList, { query: { size: 100 } })
    expect(all.items.find((item) => item.id === id)).toMatchObject({ categoryId: null, categoryName: null })
    const [first] = await visitor()(publicApi.postCategories, { params: { type: 'news' } })
    const inFirst = await visitor()(publicApi.newsList, { query: { size: 100, idCategory: first?.id } })
    expect(inFirst.items.map((item) => item.id)).not.toContain(id)
    const [patentCategory] = await visitor()(publicApi.postCategories, { params: { type: 'patent' } })
    const refused = await call(
      harness,
      news.create,
      { body: newsFields('x', { categoryId: patentCategory?.id }) },
      await asAdminStaff(harness),
    )
    expect(refused.status).toBe(400)
    expect(refused.json.error?.fields?.categoryId).toBeDefined()
  })

  it('refuses support staff', async () => {
    const warnings = roleRefusalLog()
    const support = await staffMember(harness, 'support', 'categories-support')
    expect((await call(harness, categories.categoryList, {}, support.as)).status).toBe(403)
    warnings.mockRestore()
  })
})

describe('bodies', () => {
  it('refuses an empty body where the body is required', async () => {
    const response = await harness.app.request(`${API_BASE_PATH}/admin/content/posts/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminStaffToken(harness)}`, 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
  })
})

import { describe, expect, it } from 'vitest'
import { contentDashboardEndpoints } from '~/api/contract/content-dashboard-endpoints'
import { newsEditingEndpoints as news } from '~/api/contract/post-editing-endpoints'
import { call, editingStaff, fromNow, newsFields, ok } from './post-editing-support'
import { roleRefusalLog, setUpStaffHarness } from './staff-support'

/**
 * Issue 39 §5: the editors' dashboard gives them what they work on: drafts waiting, scheduled items, items lacking a
 * language, and the latest edits.
 */
const harness = setUpStaffHarness()
const { editor, support } = editingStaff(harness, 'dashboard-')

const dashboard = () => ok(harness, contentDashboardEndpoints.contentDashboard, {}, editor.as)
const newsOf = (data: Awaited<ReturnType<typeof dashboard>>) => data.kinds.find((kind) => kind.kind === 'news')
const missing = (data: Awaited<ReturnType<typeof dashboard>>, locale: string) =>
  newsOf(data)?.missing.find((entry) => entry.locale === locale)?.count ?? 0

describe('the editors’ dashboard', () => {
  it('counts the drafts waiting, the items scheduled and those lacking a language, and lists them with the latest edits', async () => {
    const before = await dashboard()
    expect(before.kinds.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['news', 'press', 'history', 'pages']))

    const draft = await ok(harness, news.create, { body: newsFields('대시보드 초안') }, editor.as)
    const later = await ok(harness, news.create, { body: newsFields('대시보드 예약') }, editor.as)
    const publishAt = fromNow(24 * 60 * 60_000)
    await ok(harness, news.publish, { params: { id: later.id }, body: { publishAt } }, editor.as)

    const after = await dashboard()
    expect((newsOf(after)?.drafts ?? 0) - (newsOf(before)?.drafts ?? 0)).toBe(1)
    expect((newsOf(after)?.scheduled ?? 0) - (newsOf(before)?.scheduled ?? 0)).toBe(1)
    // Written in Korean and English only: the scheduled item lacks the three other languages.
    expect(missing(after, 'en-US') - missing(before, 'en-US')).toBe(0)
    expect(missing(after, 'ja-JP') - missing(before, 'ja-JP')).toBe(1)
    expect(after.drafts[0]).toMatchObject({ kind: 'news', id: draft.id, title: '대시보드 초안 (한국어)' })
    expect(after.scheduled).toContainEqual({ kind: 'news', id: later.id, title: '대시보드 예약 (한국어)', publishAt })
    expect(after.recentEdits[0]).toMatchObject({
      kind: 'news',
      id: String(later.id),
      title: '대시보드 예약 (한국어)',
      action: 'content.publish',
      by: editor.name,
    })
  })

  it('names each item in the console’s language where it is written, else as the lists do; a deleted one by nothing', async () => {
    const both = await ok(harness, news.create, { body: newsFields('언어별 이름') }, editor.as)
    const japanese = await ok(harness, news.create, { body: { ...newsFields(''), title: { 'ja-JP': '日本語だけ' } } }, editor.as)
    const gone = await ok(harness, news.create, { body: newsFields('지울 초안') }, editor.as)
    await ok(harness, news.remove, { params: { id: gone.id } }, editor.as)

    const inEnglish = await ok(harness, contentDashboardEndpoints.contentDashboard, {}, { ...editor.as, locale: 'en-US' })
    const draftOf = (data: typeof inEnglish, id: number) => data.drafts.find((draft) => draft.id === id)
    expect(draftOf(inEnglish, both.id)).toMatchObject({ title: '언어별 이름 (English)', titleLocale: 'en-US' })
    expect(draftOf(inEnglish, japanese.id)).toMatchObject({ title: '日本語だけ', titleLocale: 'ja-JP' })
    expect(inEnglish.recentEdits.find((entry) => entry.id === String(both.id))).toMatchObject({
      title: '언어별 이름 (English)',
      titleLocale: 'en-US',
    })
    const deleted = inEnglish.recentEdits.filter((entry) => entry.id === String(gone.id))
    expect(deleted.map((entry) => entry.action)).toEqual(['content.delete', 'content.create'])
    for (const entry of deleted) expect(entry).not.toHaveProperty('title')

    const inKorean = draftOf(await dashboard(), both.id)
    expect(inKorean).toMatchObject({ title: '언어별 이름 (한국어)' })
    expect(inKorean).not.toHaveProperty('titleLocale')
  })

  it('is not the support agents’ (403)', async () => {
    const warnings = roleRefusalLog()
    expect((await call(harness, contentDashboardEndpoints.contentDashboard, {}, support.as)).status).toBe(403)
    warnings.mockRestore()
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { callApi } from '~/api/client.server'
import { redirectEndpoints as api } from '~/api/contract/redirect-endpoints'
import { posts } from '~/backend/db/schema'
import { send } from './auth-support'
import { auditMark, auditSince } from './ops-support'
import { addTestStaff, asStaff, expectOk, setUpStaffHarness, signInStaff } from './staff-support'

/**
 * Issue 66 item 3 (decision 116): the page of a news article, patent or paper is redirected only once its item is no
 * longer public, by the editor's choice, in the form or a file; while the item is public, and when it is published
 * again, its page answers. Old addresses are taken for one whatever the order of their query's parameters.
 */
const harness = setUpStaffHarness()
const db = () => harness.database.db

const siteContext = () => ({
  ...harness.transports['in-process'],
  locale: 'ko-KR',
  unavailableMessage: '-',
  siteItself: true as const,
})
const siteList = () => callApi(api.siteRedirects, {}, siteContext())
const csv = (...rows: string[]) => Buffer.from(`${rows.join('\r\n')}\r\n`).toString('base64')

/** A news article, public since a minute ago or a draft (never public). */
async function newsItem(title: string, isPublic: boolean): Promise<number> {
  const [row] = await db()
    .insert(posts)
    .values({
      postType: 'news',
      title: { 'ko-KR': title },
      summary: { 'ko-KR': title },
      publishedAt: '2026-01-01',
      publishAt: isPublic ? new Date(Date.now() - 60_000) : null,
    })
    .returning({ id: posts.id })
  if (!row) throw new Error('no row')
  return row.id
}

async function editor() {
  return asStaff(await signInStaff(harness, 'http', await addTestStaff(harness, 'editor', 'retire-editor')), 'en-US')
}

describe('a redirect from an item’s page', () => {
  it('is refused while the item is public, naming the page; once it is not, saved only by the editor’s choice', async () => {
    const as = await editor()
    const live = await newsItem('공개 소식', true)
    const retired = await newsItem('내린 소식', false)
    const create = (from: string, retiredPage?: boolean) =>
      send(harness, 'http', api.createRedirect, { body: { from, to: '/news', status: 302, retiredPage } }, as)

    // What the form asks before it saves, on either transport.
    for (const transport of ['http', 'in-process'] as const) {
      const fromPage = (from: string) => expectOk(harness, transport, api.redirectFromPage, { query: { from } }, as)
      expect(await fromPage(`/news/${live}`)).toEqual({ itemPage: { page: `/news/${live}`, live: true } })
      expect(await fromPage(`/NEWS/${retired}/`)).toEqual({ itemPage: { page: `/news/${retired}`, live: false } })
      expect(await fromPage('/old-board.php')).toEqual({ itemPage: null })
    }

    const refusedLive = await create(`/news/${live}`, true)
    expect(refusedLive.status).toBe(400)
    expect(refusedLive.json.error?.fields?.from?.message).toMatch(new RegExp(`public \\(/news/${live}\\)`))
    const unchosen = await create(`/news/${retired}`)
    expect(unchosen.status).toBe(400)
    expect(unchosen.json.error?.fields?.from?.message).toMatch(/no longer public/)

    const mark = await auditMark(db())
    const { id } = await expectOk(
      harness,
      'http',
      api.createRedirect,
      { body: { from: `/news/${retired}`, to: '/news', status: 302, retiredPage: true } },
      as,
    )
    expect((await auditSince(db(), mark, 'redirect.create'))[0]?.after).toMatchObject({ retiredPage: true })
    expect(await siteList()).toContainEqual(expect.objectContaining({ id, from: `/news/${retired}` }))
    // An id no item has (a patent deleted long ago) is no longer public either.
    expect((await create('/research/patent/987654321', true)).status).toBe(200)
  })

  it('stops answering when the item is published again: the page answers, and the console says which', async () => {
    const as = await editor()
    const item = await newsItem('다시 공개할 소식', false)
    const from = `/news/${item}`
    const { id } = await expectOk(
      harness,
      'in-process',
      api.createRedirect,
      { body: { from, to: '/news', status: 302, retiredPage: true } },
      as,
    )
    await db()
      .update(posts)
      .set({ publishAt: new Date(Date.now() - 1_000) })
      .where(eq(posts.id, item))
    expect((await siteList()).some((redirect) => redirect.id === id)).toBe(false)
    const [listed] = (await expectOk(harness, 'http', api.redirectList, { query: { q: from } }, as)).items
    expect(listed).toMatchObject({ id, livePage: from })
    expect(await expectOk(harness, 'http', api.redirectDetail, { params: { id } }, as)).toMatchObject({ livePage: from })
    // Kept, so that it answers again once the item is retired again; a change is refused while the page is public.
    const change = await send(
      harness,
      'http',
      api.updateRedirect,
      { params: { id }, body: { version: 1, fields: { from, to: '/press', status: 301, retiredPage: true } } },
      as,
    )
    expect(change.status).toBe(400)
    await db().update(posts).set({ publishAt: null }).where(eq(posts.id, item))
    expect(await siteList()).toContainEqual(expect.objectContaining({ id, from }))
  })

  it('is imported only from a file sent as one that may redirect pages no longer public, never a public one', async () => {
    const as = await editor()
    const live = await newsItem('공개 소식 2', true)
    const retired = await newsItem('내린 소식 2', false)
    const importFile = (content: string, retiredPages: boolean, dryRun = false) =>
      send(harness, 'http', api.importRedirects, { body: { dryRun, retiredPages, file: { name: 'f.csv', content } } }, as)
    const both = csv(`/news/${live},/news,302`, `/news/${retired},/news,302`)
    expect((await importFile(both, true, true)).json.data?.problems).toEqual([{ line: 1, code: 'live_page_from' }])
    const one = csv(`/news/${retired},/news,302`)
    expect((await importFile(one, false, true)).json.data?.problems).toEqual([{ line: 1, code: 'retired_page_from' }])
    expect((await importFile(one, true, true)).json.data).toMatchObject({ problems: [], retiredPages: 1 })
    expect((await importFile(one, true)).json.data).toMatchObject({ imported: true, retiredPages: 1 })
    expect(await siteList()).toContainEqual(expect.objectContaining({ from: `/news/${retired}` }))
  })
})

describe('an old address with a query', () => {
  it('is one address whatever the order of its parameters: taken in the form, changed by a file', async () => {
    const as = await editor()
    await expectOk(
      harness,
      'http',
      api.createRedirect,
      { body: { from: '/bbs/list.php?board=news&page=2', to: '/news', status: 301 } },
      as,
    )
    const taken = await send(
      harness,
      'http',
      api.createRedirect,
      { body: { from: '/bbs/list.php?page=2&board=news', to: '/press', status: 301 } },
      as,
    )
    expect(taken.json.error?.fields?.from?.message).toMatch(/redirected already/)
    const file = csv('/bbs/list.php?page=2&board=news,/press,302')
    const imported = await send(
      harness,
      'http',
      api.importRedirects,
      { body: { dryRun: false, file: { name: 'f.csv', content: file } } },
      as,
    )
    expect(imported.json.data).toMatchObject({ imported: true, added: 0, updated: 1 })
    expect(await siteList()).toContainEqual(
      expect.objectContaining({ from: '/bbs/list.php?board=news&page=2', to: '/press', status: 302 }),
    )
  })
})

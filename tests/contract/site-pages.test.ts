import { beforeAll, describe, expect, it } from 'vitest'
import { contentEndpoints as publicApi } from '~/api/contract/content-endpoints'
import { editingByKind } from '~/api/contract/kinds/kind-editing-endpoints'
import type { RichDocument } from '~/api/contract/rich-text'
import { sitePageNames } from '~/api/contract/site-page-endpoints'
import { clientFor } from './harness'
import { auditOf, call, ok, staffMember } from './post-editing-support'
import { roleRefusalLog, setUpStaffHarness } from './staff-support'

/**
 * Decision 52: the long-form pages (vision, research introduction, showroom, terms, privacy) and products'
 * descriptions are rich text staff edit with the engine every other content uses; the pages are a fixed set.
 */
const pages = editingByKind.pages
const harness = setUpStaffHarness()
const visitor = (locale = 'ko-KR') => clientFor(harness, 'in-process', locale)

let editor: Awaited<ReturnType<typeof staffMember>>
let support: Awaited<ReturnType<typeof staffMember>>

beforeAll(async () => {
  editor = await staffMember(harness, 'editor', 'pages-writer')
  support = await staffMember(harness, 'support', 'pages-helpdesk')
})

const textOf = (doc: RichDocument): string =>
  JSON.stringify(doc)
    .match(/"text":"[^"]*"/g)
    ?.join(' ') ?? ''

const doc = (...paragraphs: string[]): RichDocument => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
})

async function pageId(name: string): Promise<number> {
  const list = await ok(harness, pages.list, { query: { size: 100 } }, editor.as)
  const found = list.items.find((item) => item.title === name)
  if (!found) throw new Error(`no page ${name}`)
  return found.id
}

describe('the long-form pages', () => {
  it('are shipped in every language, each published, listed by name for editors', async () => {
    const list = await ok(harness, pages.list, { query: { size: 100 } }, editor.as)
    expect(list.items.map((item) => item.title).sort()).toEqual([...sitePageNames].sort())
    expect(list.items.every((item) => item.state === 'published' && item.missingLocales.length === 0)).toBe(true)

    const korean = await visitor()(publicApi.page, { params: { name: 'research-intro' } })
    const japanese = await visitor('ja-JP')(publicApi.page, { params: { name: 'research-intro' } })
    expect(korean.lead).toContain('셀락티스 마이크로바이옴 연구소')
    expect(japanese.lead).toContain('セルラクティス')
    expect(japanese.body.lang).toBe('ja-JP')
    expect(japanese.body.doc.content[0]).toMatchObject({ type: 'heading', attrs: { level: 2 } })
    const terms = await visitor('en-US')(publicApi.page, { params: { name: 'terms' } })
    expect(terms.effectiveDate).toBe('2026-01-01')
  })

  it('show an edit only once it is published, Korean where a language has none, and keep the revision', async () => {
    const id = await pageId('research-intro')
    const detail = await ok(harness, pages.detail, { params: { id } }, editor.as)
    const fields = {
      lead: { 'ko-KR': '새 연구소 소개 머리글', 'en-US': 'A new lead for the research center' },
      body: { 'ko-KR': doc('연구소는 판교에 있습니다.'), 'en-US': doc('The center is in Pangyo.') },
      effectiveDate: null,
    }
    const saved = await ok(harness, pages.saveDraft, { params: { id }, body: { version: detail.version, fields } }, editor.as)
    const before = await visitor()(publicApi.page, { params: { name: 'research-intro' } })
    expect(before.lead).not.toContain('새 연구소')

    await ok(harness, pages.publish, { params: { id }, body: { version: saved.version } }, editor.as)
    const korean = await visitor()(publicApi.page, { params: { name: 'research-intro' } })
    const japanese = await visitor('ja-JP')(publicApi.page, { params: { name: 'research-intro' } })
    expect(korean.lead).toBe('새 연구소 소개 머리글')
    expect(textOf(korean.body.doc)).toContain('판교에 있습니다')
    expect(japanese.lead).toBe('새 연구소 소개 머리글')
    expect(japanese.body.lang).toBe('ko-KR')

    const revisions = await ok(harness, pages.revisions, { params: { id } }, editor.as)
    expect(revisions.length).toBeGreaterThanOrEqual(1)
    expect((await auditOf(harness, 'pages', id)).map((entry) => entry.action)).toEqual(['content.draft', 'content.publish'])
  })

  it('are neither created nor deleted, and refuse a body without Korean', async () => {
    const id = await pageId('vision')
    const raw = (method: string, path: string) =>
      fetch(`${harness.transports.http.baseUrl}${path}`, {
        method,
        headers: { authorization: editor.as.token, 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      })
    expect((await raw('POST', '/admin/content/pages')).status).toBe(404)
    expect((await raw('DELETE', `/admin/content/pages/${id}`)).status).toBe(404)
    expect((await raw('GET', `/admin/content/pages/${id}`)).status).toBe(200)

    const detail = await ok(harness, pages.detail, { params: { id } }, editor.as)
    const refused = await call(
      harness,
      pages.saveDraft,
      { params: { id }, body: { version: detail.version, fields: { ...detail.fields, body: { 'ko-KR': doc('') } } } as never },
      editor.as,
    )
    expect(refused.status).toBe(400)
  })

  it('refuse support staff and visitors', async () => {
    roleRefusalLog()
    expect((await call(harness, pages.list, { query: {} }, support.as)).status).toBe(403)
    expect((await call(harness, pages.list, { query: {} })).status).toBe(401)
  })

  it('answer 404 for a page that is not published', async () => {
    const id = await pageId('showroom')
    const detail = await ok(harness, pages.detail, { params: { id } }, editor.as)
    await ok(harness, pages.unpublish, { params: { id }, body: { version: detail.version } }, editor.as)
    const answer = await call(harness, publicApi.page, { params: { name: 'showroom' } })
    expect(answer.status).toBe(404)
  })
})

describe("a product's description", () => {
  it('is rich text on the public read, Korean where the reader has no translation; automation may send plain text', async () => {
    const created = await ok(
      harness,
      editingByKind['products-material'].create,
      {
        body: {
          name: { 'ko-KR': '설명 있는 원료' },
          summary: { 'ko-KR': '요약' },
          description: { 'ko-KR': '첫 문단입니다.\n\n둘째 문단입니다.' },
          specs: [],
          active: true,
        },
      },
      editor.as,
    )
    await ok(harness, editingByKind['products-material'].publish, { params: { id: created.id }, body: {} }, editor.as)
    const page = await visitor('en-US')(publicApi.materialPage, { query: { size: 100 } })
    const product = page.items.find((item) => item.id === created.id)
    expect(product?.description.lang).toBe('ko-KR')
    expect(product?.description.doc.content.map((block) => textOf({ type: 'doc', content: [block] }))).toEqual([
      '"text":"첫 문단입니다."',
      '"text":"둘째 문단입니다."',
    ])
    const shipped = page.items.find((item) => item.id !== created.id)
    expect(shipped?.description.lang).toBe('en-US')
    expect(shipped?.description.doc.content.length).toBeGreaterThan(0)
  })
})

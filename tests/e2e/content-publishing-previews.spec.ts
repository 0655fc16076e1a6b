import type { APIRequestContext } from '@playwright/test'
import { uniqueTag } from './auth-support'
import { siteCopyForTheFile, visitorOf } from './content-publishing-support'
import { expect, test } from './fixtures'
import { adminApiHeaders } from './staff-api-support'
import { clientNavigate, decodeHtml, expectSameDocument, gotoHydrated, markWindow, msg } from './support'

/**
 * Issue 24's preview links on the production build: a wrong or malformed token is the not-found page of a news item,
 * patent or paper, never kept nor indexed, and a patent's or a paper's draft opens on its own page through its link,
 * the published page unchanged. A copy of the build runs on a database of its own (the drafts it saves would show in
 * other specs' consoles). E2E_PREVIEWS_PORT names its port. The news item's whole story: content-publishing.spec.ts.
 */
const port = Number(process.env.E2E_PREVIEWS_PORT ?? 3194)
const origin = `http://127.0.0.1:${port}`
const visit = visitorOf(origin)

let api: APIRequestContext | undefined
siteCopyForTheFile('previews', port, (started) => {
  api = started
})

test('a wrong or malformed preview token is the not-found page of a news item, patent or paper, never kept nor indexed', async () => {
  for (const [type, path] of [
    ['news', '/news'],
    ['patent', '/research/patent'],
    ['thesis', '/research/thesis'],
  ] as const) {
    const list = await (await fetch(`${origin}/api/v1/post/${type}?size=1`)).json()
    const page = `${path}/${(list as { data: { items: { id: number }[] } }).data.items[0]?.id}`
    for (const token of ['0000000000-AAAAAAAAAAAAAAAAAAAAAA', 'x', '"><script>alert(1)</script>']) {
      for (let time = 0; time < 2; time++) {
        const answer = await visit(`${page}?lang=ko-KR&preview=${encodeURIComponent(token)}`)
        expect(answer.status, `${page} ${token}`).toBe(404)
        expect(answer.headers.get('x-robots-tag')).toContain('noindex')
        expect(answer.headers.get('cache-control')).toContain('no-store')
        expect(answer.headers.get('x-page-cache')).toBeNull()
        expect(answer.html).not.toContain('<script>alert(1)')
      }
    }
    // The published page is untouched: indexed, and kept by the page cache.
    const published = await visit(`${page}?lang=ko-KR`)
    expect(published.status).toBe(200)
    expect(published.headers.get('x-robots-tag')).toBeNull()
    expect((await visit(`${page}?lang=ko-KR`)).headers.get('x-page-cache')).toBe('hit')
  }
})

test('a patent’s and a paper’s draft open on their own pages through a preview link, the published page unchanged', async ({
  page,
}) => {
  if (!api) throw new Error('no API context')
  const admin = await adminApiHeaders(api, origin)
  for (const [type, path] of [
    ['patent', '/research/patent'],
    ['thesis', '/research/thesis'],
  ] as const) {
    const base = `/api/v1/admin/content/posts/${type}`
    const listed = await api.get(`${base}?state=published&size=1`, { headers: admin })
    expect(listed.status(), await listed.text()).toBe(200)
    const { id } = ((await listed.json()) as { data: { items: { id: number }[] } }).data.items[0] ?? { id: 0 }
    const detail = await api.get(`${base}/${id}`, { headers: admin })
    const item = ((await detail.json()) as { data: { version: number; fields: { title: Record<string, string> } } }).data
    const published = item.fields.title['ko-KR'] ?? ''
    const draftTitle = `${published} (초안 ${uniqueTag()})`
    const saved = await api.put(`${base}/${id}`, {
      headers: admin,
      data: { version: item.version, fields: { ...item.fields, title: { ...item.fields.title, 'ko-KR': draftTitle } } },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    const link = await api.post(`${base}/${id}/preview`, { headers: admin, data: {} })
    expect(link.status(), await link.text()).toBe(200)
    const { path: preview } = ((await link.json()) as { data: { path: string } }).data
    expect(preview).toMatch(new RegExp(`^${path}/${id}\\?preview=`))

    if (type === 'patent') {
      await gotoHydrated(page, `${origin}${preview}&lang=ko-KR`)
      await markWindow(page)
    } else {
      // Inside the app, as a link would lead there: the draft is read by the browser's call to the site.
      await clientNavigate(page, `${preview}&lang=ko-KR`)
      await expectSameDocument(page)
    }
    await expect(page.getByRole('note')).toContainText(msg('ko-KR', 'preview_banner_text'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const visitor = decodeHtml((await visit(`${path}/${id}?lang=ko-KR`)).html)
    expect(visitor).toContain(published)
    expect(visitor).not.toContain(draftTitle)
    expect(visitor).not.toContain(msg('ko-KR', 'preview_banner_text'))
  }
})

import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'
import { fill } from './operations-support'
import { adminApiHeaders } from './staff-api-support'
import { msg } from './support'

/**
 * What the specs of the item editor share (admin-content, admin-content-languages, content-publishing): the news API,
 * a news draft made through it, the editor's page, its language (decision 79), its rich text editors and toolbars.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)

export const newsApi = '/api/v1/admin/content/posts/news'

export type RichNode = { type: string; attrs?: Record<string, unknown>; content?: RichNode[]; text?: string; marks?: RichNode[] }
export interface NewsDetail {
  state: string
  version: number
  hasDraft: boolean
  fields: { title: Record<string, string>; body: Record<string, RichNode>; categoryId: number | null }
}

export async function newsDetail(request: APIRequestContext, id: number): Promise<NewsDetail> {
  const response = await request.get(`${newsApi}/${id}`, { headers: await adminApiHeaders(request) })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: NewsDetail }).data
}

/** A news draft made through the API, as automation makes one (the body as plain text). */
export async function createdNews(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post(newsApi, {
    headers: await adminApiHeaders(request),
    data: {
      title: { 'ko-KR': title },
      summary: { 'ko-KR': '요약' },
      body: { 'ko-KR': '본문 첫 문단' },
      publishedAt: '2026-03-02',
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: { id: number } }).data.id
}

export async function apiCall(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const response = await request[method](path, { headers: await adminApiHeaders(request), data })
  expect(response.status(), await response.text()).toBe(200)
}

/** Reloads a page whose form has unsaved changes: the browser asks first (beforeunload), and the test leaves. */
export async function reloadPast(page: Page) {
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    const type = dialog.type()
    await dialog.accept()
    return type
  })
  await page.reload()
  expect(await asked).toBe('beforeunload')
}

/** Opens a console page and waits for React to own it (the rich text editors' insides are ProseMirror's, not React's). */
export async function editorPage(page: Page, path: string) {
  const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`)
  expect(response?.status(), path).toBe(200)
  await page.waitForFunction(() => {
    const main = document.getElementById('console-main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
  await expect(page.getByText(t('admin_loading'), { exact: true })).toHaveCount(0)
}

export const bodyEditor = (page: Page, lang: string) => page.locator(`#item-body-${lang}[contenteditable="true"]`)
export const toolbar = (page: Page, language: string) =>
  page.getByRole('toolbar', {
    name: fill(locale, 'admin_editor_toolbar', { language: `${t('admin_site_field_body')} (${language})` }),
  })

export const walk = (node: RichNode | undefined): RichNode[] => (node ? [node, ...(node.content ?? []).flatMap(walk)] : [])
export const textOf = (node: RichNode | undefined) =>
  walk(node)
    .map((item) => item.text ?? '')
    .join('')

/** Chooses the language the item's form edits, by its name in that language (日本語, English…). */
export async function editLanguage(page: Page, autonym: string) {
  const choice = page.getByRole('radio', { name: autonym })
  await choice.check()
  await expect(choice).toBeChecked()
}

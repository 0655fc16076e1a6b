import type { APIRequestContext, Page } from '@playwright/test'
import { libraryImage } from './admin-site-content-support'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { expect, test } from './fixtures'
import { fill } from './operations-support'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { STAFF_COOKIE } from './staff-session-support'
import { msg } from './support'

/**
 * The console's post editing, worked by an editor on the production build: a news item written in Korean and English
 * with the rich text editor (a heading, a list, a link; Korean typed, and composed as an input method does), saved as a
 * draft, published and listed; a save over another editor's newer change refused with both versions shown; a revision
 * restored as the draft; the editor's page checked with axe.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)
const api = '/api/v1/admin/content/posts/news'

type RichNode = { type: string; attrs?: Record<string, unknown>; content?: RichNode[]; text?: string; marks?: RichNode[] }
interface NewsDetail {
  state: string
  version: number
  hasDraft: boolean
  fields: { title: Record<string, string>; body: Record<string, RichNode>; categoryId: number | null }
}

async function newsDetail(request: APIRequestContext, id: number): Promise<NewsDetail> {
  const response = await request.get(`${api}/${id}`, { headers: await adminApiHeaders(request) })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: NewsDetail }).data
}

/** A news draft made through the API, as automation makes one (the body as plain text). */
async function createdNews(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post(api, {
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

async function apiCall(request: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const response = await request[method](path, { headers: await adminApiHeaders(request), data })
  expect(response.status(), await response.text()).toBe(200)
}

/** Reloads a page whose form has unsaved changes: the browser asks first (beforeunload), and the test leaves. */
async function reloadPast(page: Page) {
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    const type = dialog.type()
    await dialog.accept()
    return type
  })
  await page.reload()
  expect(await asked).toBe('beforeunload')
}

/** Opens a console page and waits for React to own it (the rich text editors' insides are ProseMirror's, not React's). */
async function editorPage(page: Page, path: string) {
  const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`)
  expect(response?.status(), path).toBe(200)
  await page.waitForFunction(() => {
    const main = document.getElementById('console-main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
  await expect(page.getByText(t('admin_loading'), { exact: true })).toHaveCount(0)
}

const bodyEditor = (page: Page, lang: string) => page.locator(`#item-body-${lang}[contenteditable="true"]`)
const toolbar = (page: Page, language: string) =>
  page.getByRole('toolbar', {
    name: fill(locale, 'admin_editor_toolbar', { language: `${t('admin_site_field_body')} (${language})` }),
  })

const walk = (node: RichNode | undefined): RichNode[] => (node ? [node, ...(node.content ?? []).flatMap(walk)] : [])
const textOf = (node: RichNode | undefined) =>
  walk(node)
    .map((item) => item.text ?? '')
    .join('')

test('an editor writes a news item in Korean and English, saves the draft, publishes it and finds it listed', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, '/admin/posts/news/new')

  await page.locator('#item-title-ko-KR').fill(`연구 소식 ${tag}`)
  await page.locator('#item-title-en-US').fill(`Research news ${tag}`)
  await page.locator('#item-summary-ko-KR').fill('새 연구 결과를 알립니다.')
  await page.locator('#item-summary-en-US').fill('We share new results.')

  // Korean: a heading, a list of two and a link (its address typed without https://), typed as text arrives from an
  // input method.
  const korean = bodyEditor(page, 'ko-KR')
  await korean.click()
  const ko = toolbar(page, '한국어')
  await ko.getByRole('button', { name: fill(locale, 'admin_editor_heading', { level: 2 }) }).click()
  await page.keyboard.insertText('포스트바이오틱스 연구')
  await page.keyboard.press('Enter')
  await ko.getByRole('button', { name: t('admin_editor_bullet_list') }).click()
  await page.keyboard.insertText('첫째 결과')
  await page.keyboard.press('Enter')
  await page.keyboard.insertText('둘째 결과')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await ko.getByRole('button', { name: t('admin_editor_link') }).click()
  await page.getByLabel(t('admin_editor_link_address')).fill('example.com/research')
  await page.getByRole('button', { name: t('admin_editor_link_apply') }).click()
  // A composition as a Korean input method makes it (Chrome's own IME events): the composed text is kept once.
  await korean.press('End')
  await page.keyboard.press('Enter')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Input.imeSetComposition', { text: 'ㅎ', selectionStart: 1, selectionEnd: 1 })
  await cdp.send('Input.imeSetComposition', { text: '하', selectionStart: 1, selectionEnd: 1 })
  await cdp.send('Input.imeSetComposition', { text: '한', selectionStart: 1, selectionEnd: 1 })
  await cdp.send('Input.insertText', { text: '한' })
  await page.keyboard.insertText('글 입력')

  const english = bodyEditor(page, 'en-US')
  await english.click()
  await page.keyboard.insertText('Postbiotics research')

  // Saved from the body being typed in, with the keyboard (Ctrl+S), not the browser's "save page".
  await page.keyboard.press('Control+s')
  await expect(page).toHaveURL(/\/admin\/posts\/news\/\d+/)
  const id = Number(/\/admin\/posts\/news\/(\d+)/.exec(page.url())?.[1])

  const draft = await newsDetail(request, id)
  expect(draft.state).toBe('draft')
  const body = draft.fields.body['ko-KR']
  const nodes = walk(body)
  expect(nodes.find((node) => node.type === 'heading')?.attrs).toEqual({ level: 2 })
  expect(nodes.filter((node) => node.type === 'listItem')).toHaveLength(2)
  expect(
    nodes.some((node) => node.marks?.some((mark) => mark.type === 'link' && mark.attrs?.href === 'https://example.com/research')),
  ).toBe(true)
  expect(textOf(body)).toContain('한글 입력')
  expect(textOf(body)).not.toContain('한한')
  expect(textOf(draft.fields.body['en-US'])).toBe('Postbiotics research')
  expect(draft.fields.title).toEqual({ 'ko-KR': `연구 소식 ${tag}`, 'en-US': `Research news ${tag}` })
  // Left at "no category", it has none: reopened it says so, and visitors see it with no category.
  expect(draft.fields.categoryId).toBeNull()

  await editorPage(page, `/admin/posts/news/${id}`)
  await expect(page.locator('#item-categoryId option:checked')).toHaveText(t('admin_post_no_category'))
  await page.getByRole('button', { name: t('admin_post_publish_now') }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
  expect((await newsDetail(request, id)).state).toBe('published')
  const visitor = await page.context().browser()?.newPage()
  if (visitor) {
    await visitor.goto(`${new URL(page.url()).origin}/news?lang=ko-KR`)
    const card = visitor.getByRole('listitem').filter({ hasText: `연구 소식 ${tag}` })
    await expect(card).toHaveCount(1)
    await expect(card.locator('span')).toHaveCount(0)
    await visitor.close()
  }

  await editorPage(page, `/admin/posts/news?q=${encodeURIComponent(tag)}`)
  const row = page.getByRole('row').filter({ hasText: `연구 소식 ${tag}` })
  await expect(row).toHaveCount(1)
  await expect(row.getByTestId('post-state')).toContainText(t('admin_content_state_published'))
  // Three languages are still to translate: the list names them, and the filter finds the item by them.
  await expect(row.getByRole('listitem')).toHaveText(['简体中文', '繁體中文', '日本語'])
  await page.getByLabel(t('admin_post_missing_filter')).selectOption('ja-JP')
  await page.getByRole('button', { name: t('admin_filter_apply'), exact: true }).click()
  await expect(page).toHaveURL(/missing=ja-JP/)
  await expect(page.getByRole('row').filter({ hasText: `연구 소식 ${tag}` })).toHaveCount(1)
})

test('a save over another editor’s newer change is refused, both versions are shown, and nothing typed is lost', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(60_000)
  const id = await createdNews(request, `충돌 시험 ${uniqueTag()}`)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, `/admin/posts/news/${id}`)

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  await signedInStaff(other, await addedStaff(request, 'editor'))
  const otherPage = await other.newPage()
  await editorPage(otherPage, `/admin/posts/news/${id}`)
  await otherPage.locator('#item-title-ko-KR').fill('다른 편집자의 제목')
  await otherPage.getByRole('button', { name: t('admin_post_save_draft') }).click()
  await expect(otherPage.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await other.close()

  await page.locator('#item-title-ko-KR').fill('내가 쓴 제목')
  await page.getByRole('button', { name: t('admin_post_save_draft') }).click()
  const conflict = page.getByTestId('stale-record')
  await expect(conflict).toBeVisible()
  await expect(conflict.getByRole('heading', { name: t('admin_post_conflict_title') })).toBeVisible()
  const both = conflict.getByTestId('both-versions')
  await expect(both.getByRole('region', { name: t('admin_post_conflict_theirs') })).toContainText('다른 편집자의 제목')
  await expect(both.getByRole('region', { name: t('admin_post_conflict_mine') })).toContainText('내가 쓴 제목')
  await expect(page.locator('#item-title-ko-KR')).toHaveValue('내가 쓴 제목')
  expect((await newsDetail(request, id)).fields.title['ko-KR']).toBe('다른 편집자의 제목')

  // The typing survives a reload too (which the browser asks about first): the browser kept it, and offers it back.
  await reloadPast(page)
  await page.waitForFunction(() => !!document.querySelector('[data-testid="local-draft-offer"]'))
  await page.getByRole('button', { name: t('admin_post_local_draft_restore') }).click()
  await expect(page.locator('#item-title-ko-KR')).toHaveValue('내가 쓴 제목')
  await page.getByRole('button', { name: t('admin_post_save_draft') }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  expect((await newsDetail(request, id)).fields.title['ko-KR']).toBe('내가 쓴 제목')
})

test('typing is kept in the browser even when the page is reloaded right after a keystroke', async ({
  page,
  context,
  request,
}) => {
  const id = await createdNews(request, `새로 고침 시험 ${uniqueTag()}`)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, `/admin/posts/news/${id}`)
  await page.locator('#item-title-ko-KR').fill('방금 입력한 제목')
  // No pause for the kept copy's timer: the page goes at once, once the browser's question is answered.
  await reloadPast(page)
  await page.waitForFunction(() => !!document.querySelector('[data-testid="local-draft-offer"]'))

  // Typed while the offer shows: restoring the older copy over it asks first, and cancelling keeps the new typing.
  await page.locator('#item-title-ko-KR').fill('제안을 보며 입력한 제목')
  const restore = page.getByRole('button', { name: t('admin_post_local_draft_restore') })
  await restore.click()
  const asking = page.getByRole('alertdialog', { name: t('admin_post_local_draft_restore') })
  await expect(asking).toContainText(t('admin_post_local_draft_replace_confirm').split('{time}')[1] ?? '')
  await asking.getByRole('button', { name: t('dialog_cancel'), exact: true }).click()
  await expect(page.locator('#item-title-ko-KR')).toHaveValue('제안을 보며 입력한 제목')
  await restore.click()
  await asking.getByRole('button', { name: t('admin_post_local_draft_restore'), exact: true }).click()
  await expect(page.locator('#item-title-ko-KR')).toHaveValue('방금 입력한 제목')
})

test('two published versions are compared, and the first is restored as the draft', async ({ page, context, request }) => {
  test.setTimeout(60_000)
  const first = `첫 게시 ${uniqueTag()}`
  const id = await createdNews(request, first)
  await apiCall(request, 'post', `${api}/${id}/publish`, {})
  const published = await newsDetail(request, id)
  // The second version gains a library image in its body: the comparison shows it with its alt text.
  const alt = `비교 이미지 ${uniqueTag()}`
  const mediaId = await libraryImage(request, alt)
  const korean = published.fields.body['ko-KR'] ?? { type: 'doc' }
  const image = { type: 'image', attrs: { mediaId } }
  await apiCall(request, 'put', `${api}/${id}`, {
    version: published.version,
    fields: {
      ...published.fields,
      title: { 'ko-KR': '두 번째 게시' },
      body: { ...published.fields.body, 'ko-KR': { ...korean, content: [...(korean.content ?? []), image] } },
    },
  })
  await apiCall(request, 'post', `${api}/${id}/publish`, {})

  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, `/admin/posts/news/${id}`)
  await expect(page.getByTestId('post-revision')).toHaveCount(2)
  const diffs = page.getByTestId('field-diffs')
  await expect(diffs.locator('del')).toContainText(['첫'])
  await expect(diffs.locator('ins')).toContainText(['두 번째', alt])
  await expect(diffs.locator('ins img')).toBeVisible()
  await expect(diffs).not.toContainText(`[${mediaId}]`)

  await page.getByRole('button', { name: fill(locale, 'admin_post_restore_revision', { number: 1 }) }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(fill(locale, 'admin_post_restored', { number: 1 }))
  await expect(page.locator('#item-title-ko-KR')).toHaveValue(first)
  const restored = await newsDetail(request, id)
  expect(restored.fields.title['ko-KR']).toBe(first)
  expect(restored.hasDraft).toBe(true)
  expect(restored.state).toBe('published')

  // The bar that stays on screen previews the draft on its page, in a new tab.
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: t('admin_post_bar_preview'), exact: true }).click(),
  ])
  await tab.waitForURL(new RegExp(`/news/${id}\\?.*preview=`))
  await tab.close()
})

test('the editor’s page has no serious accessibility violation, on a laptop and on a phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const id = await createdNews(request, `접근성 ${uniqueTag()}`)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await editorPage(page, `/admin/posts/news/${id}`)
    await expect(bodyEditor(page, 'ja-JP')).toBeVisible()
    expect(await seriousViolations(page), `${viewport.width} px`).toEqual([])
    // Nothing runs off the side of the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${viewport.width} px`).toBeLessThanOrEqual(0)
    // The bar that stays on screen keeps most of it for the form: two short rows at most, even on a phone.
    const bar = await page
      .getByRole('button', { name: t('admin_post_save_draft'), exact: true })
      .locator('..')
      .boundingBox()
    expect(bar?.height ?? 999, `${viewport.width} px`).toBeLessThanOrEqual(viewport.height / 7)
  }
})

test('a slow save says that it is saving; a save after the session ended keeps the form and offers to sign in in a new tab', async ({
  page,
  context,
  request,
}) => {
  await signedInStaff(context, await addedStaff(request, 'editor'))
  const id = await createdNews(request, `저장 상태 ${uniqueTag()}`)
  await editorPage(page, `/admin/posts/news/${id}`)
  const title = page.locator('#item-title-ko-KR')

  // The save's request held until the page has said that it is saving.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/_serverFn/**', async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await title.fill('천천히 저장되는 제목')
  await title.press('Control+s')
  await expect(page.getByText(t('admin_saving'), { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: t('admin_post_save_draft') })).toBeDisabled()
  release()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await page.unroute('**/_serverFn/**')

  // The session ends elsewhere (signed out on another computer, idle too long): the cookie names no live session.
  await context.addCookies([{ name: STAFF_COOKIE, value: 'ended', url: new URL(page.url()).origin }])
  await title.fill('세션이 끝난 뒤의 제목')
  await title.press('Control+s')
  const refusal = page.getByTestId('action-refused')
  await expect(refusal).toContainText(t('admin_session_ended'))
  const signIn = refusal.getByRole('link', { name: t('admin_sign_in_again_new_tab') })
  await expect(signIn).toHaveAttribute('target', '_blank')
  await expect(signIn).toHaveAttribute('href', `/admin/login?lang=${locale}`)
  await expect(title).toHaveValue('세션이 끝난 뒤의 제목')
})

test('leaving a form with unsaved changes asks first, from a console link and the browser’s back; once saved it just leaves', async ({
  page,
  context,
  request,
}) => {
  const title = `떠나기 시험 ${uniqueTag()}`
  const id = await createdNews(request, title)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, '/admin/posts/news')
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/posts/news/${id}`))
  const field = page.locator('#item-title-ko-KR')
  await field.fill('아직 저장하지 않은 제목')

  const question = page.getByRole('alertdialog', { name: t('admin_leave_title') })
  const back = page.getByRole('link', { name: fill(locale, 'admin_post_back', { type: t('admin_post_type_news') }) })
  await back.click()
  await expect(question).toBeVisible()
  await expect(question.getByRole('button', { name: t('admin_leave_stay') })).toBeFocused()
  await question.getByRole('button', { name: t('admin_leave_stay') }).click()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/admin/posts/news/${id}`))
  await expect(field).toHaveValue('아직 저장하지 않은 제목')

  await page.goBack()
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: t('admin_leave_go') }).click()
  await expect(page).toHaveURL(/\/admin\/posts\/news\?/)

  // Saved, the form leaves without a question.
  await page.getByRole('link', { name: title }).click()
  await field.fill('저장한 제목')
  await field.press('Control+s')
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await back.click()
  await expect(page).toHaveURL(/\/admin\/posts\/news\?/)
  await expect(question).toHaveCount(0)
})

// The WAI-ARIA toolbar pattern: one tab stop, the arrow keys, Home and End move along the buttons, and the next Tab
// goes on to the text, so that a keyboard user crosses a toolbar of seventeen buttons in one press.
test('the editor’s toolbar is one tab stop; the arrow keys move along it, and the next Tab reaches the text', async ({
  page,
  context,
  request,
}) => {
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, '/admin/posts/news/new')
  const ko = toolbar(page, '한국어')
  const buttons = ko.getByRole('button')
  await buttons.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(ko.getByRole('button', { name: t('admin_editor_italic'), exact: true })).toBeFocused()
  await page.keyboard.press('End')
  await expect(buttons.last()).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(buttons.first()).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(buttons.last()).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(bodyEditor(page, 'ko-KR')).toBeFocused()
  // Back into the toolbar with Shift+Tab: on the button used last, the only one in the tab order.
  await page.keyboard.press('Shift+Tab')
  await expect(buttons.last()).toBeFocused()
  expect(await ko.locator('button[tabindex="0"]').count()).toBe(1)
  // A heading button's name holds what it shows (H2), for those who speak to the computer.
  await expect(ko.getByRole('button', { name: fill(locale, 'admin_editor_heading', { level: 2 }), exact: true })).toHaveText(/H2/)
  // Drawn icons (SVG), not emoji or symbols whose look depends on the computer's fonts; the headings' H2–H4 as text;
  // a tooltip on each.
  const faces = await buttons.evaluateAll((all) =>
    all.map((button) => ({
      face: button.querySelector('svg') ? 'svg' : (button.querySelector('[aria-hidden="true"]')?.textContent ?? ''),
      tooltip: button.getAttribute('title') !== null && button.getAttribute('title') !== '',
    })),
  )
  expect(faces.filter(({ face }) => face !== 'svg').map(({ face }) => face)).toEqual(['H2', 'H3', 'H4'])
  expect(faces.every(({ tooltip }) => tooltip)).toBe(true)
})

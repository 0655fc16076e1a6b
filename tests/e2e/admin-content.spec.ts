import { josaAfter } from '~/i18n/korean-josa'
import { libraryImage } from './admin-site-content-support'
import { uniqueTag } from './auth-support'
import { expect, test } from './fixtures'
import {
  apiCall,
  bodyEditor,
  createdNews,
  editLanguage,
  editorPage,
  newsApi,
  newsDetail,
  reloadPast,
  textOf,
  toolbar,
  walk,
} from './item-editor-support'
import { fill } from './operations-support'
import { addedStaff, settledConsole, signedInStaff } from './staff-console-support'
import { STAFF_COOKIE } from './staff-session-support'
import { msg } from './support'

/**
 * The console's post editing, worked by an editor on the production build: a news item written in Korean and English
 * with the rich text editor (a heading, a list, a link; Korean typed, and composed as an input method does), saved as a
 * draft, published and listed; a save over another editor's newer change refused with both versions shown; a revision
 * restored as the draft; typing kept, a slow or expired save, leaving with unsaved changes. Languages, the keyboard and
 * axe: admin-content-languages.spec.ts.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)
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
  await page.locator('#item-summary-ko-KR').fill('새 연구 결과를 알립니다.')

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

  // English, one language at a time, the Korean original beside it.
  await editLanguage(page, 'English')
  await page.locator('#item-title-en-US').fill(`Research news ${tag}`)
  await page.locator('#item-summary-en-US').fill('We share new results.')
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
  await settledConsole(page)
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

test('two published versions are compared, and the first is restored as the draft', async ({ page, context, request }) => {
  test.setTimeout(60_000)
  const first = `첫 게시 ${uniqueTag()}`
  const id = await createdNews(request, first)
  await apiCall(request, 'post', `${newsApi}/${id}/publish`, {})
  const published = await newsDetail(request, id)
  // The second version gains a library image in its body: the comparison shows it with its alt text.
  const alt = `비교 이미지 ${uniqueTag()}`
  const mediaId = await libraryImage(request, alt)
  const korean = published.fields.body['ko-KR'] ?? { type: 'doc' }
  const image = { type: 'image', attrs: { mediaId } }
  await apiCall(request, 'put', `${newsApi}/${id}`, {
    version: published.version,
    fields: {
      ...published.fields,
      title: { 'ko-KR': '두 번째 게시' },
      body: { ...published.fields.body, 'ko-KR': { ...korean, content: [...(korean.content ?? []), image] } },
    },
  })
  await apiCall(request, 'post', `${newsApi}/${id}/publish`, {})

  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, `/admin/posts/news/${id}`)
  await expect(page.getByTestId('post-revision')).toHaveCount(2)
  const diffs = page.getByTestId('field-diffs')
  await expect(diffs.locator('del')).toContainText(['첫'])
  await expect(diffs.locator('ins')).toContainText(['두 번째', alt])
  await expect(diffs.locator('ins img')).toBeVisible()
  await expect(diffs).not.toContainText(`[${mediaId}]`)

  await page
    .getByRole('button', {
      name: fill(locale, 'admin_post_restore_revision', { number: 1, numberJosa: josaAfter('1', '을/를') }),
    })
    .click()
  await expect(page.getByTestId('post-notice')).toHaveText(
    fill(locale, 'admin_post_restored', { number: 1, numberJosa: josaAfter('1', '이/가') }),
  )
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
  // Enter on the button (Ctrl+S saves from the field, and is pressed below): the button says it is saving and keeps the
  // focus, on it still once the save is said.
  const saveDraft = page.getByRole('button', { name: t('admin_post_save_draft') })
  await saveDraft.press('Enter')
  await expect(page.getByText(t('admin_saving'), { exact: true })).toBeVisible()
  await expect(saveDraft).toBeDisabled()
  await expect(saveDraft).toBeFocused()
  release()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await expect(saveDraft).toBeFocused()
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

test('after a save the item’s page is named by its new title, and coming back to it shows what was saved', async ({
  page,
  context,
  request,
}) => {
  const tag = uniqueTag()
  const id = await createdNews(request, `옛 제목 ${tag}`)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, `/admin/posts/news/${id}`)
  await expect(page).toHaveTitle(new RegExp(`^옛 제목 ${tag}`))
  const title = page.locator('#item-title-ko-KR')
  await title.fill(`새 제목 ${tag}`)
  await title.press('Control+s')
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await expect(page).toHaveTitle(new RegExp(`^새 제목 ${tag}`))
  await expect(title).toBeFocused()

  // To the list and back within the console: the form shows the saved text, and the next save is no conflict.
  await page.getByRole('link', { name: fill(locale, 'admin_post_back', { type: t('admin_post_type_news') }) }).click()
  await page.getByRole('link', { name: `새 제목 ${tag}` }).click()
  await expect(title).toHaveValue(`새 제목 ${tag}`)
  await page.locator('#item-summary-ko-KR').fill('다시 고친 요약')
  await page.locator('#item-summary-ko-KR').press('Control+s')
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await expect(page.getByTestId('stale-record')).toHaveCount(0)
})

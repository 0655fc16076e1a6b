import type { Locator, Page } from '@playwright/test'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { expect, test } from './fixtures'
import { bodyEditor, createdNews, editLanguage, editorPage, newsDetail } from './item-editor-support'
import { fill } from './operations-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * The item editor as a translator and a keyboard user work it (issue 39 §1–2, decisions 79 and 80): one language at a
 * time with each language's progress and the Korean original beside it, a problem in another language shown in it, a
 * draft begun in Japanese and published once its Korean is written, the toolbar one tab stop, the save a few Tabs from
 * the title, and the page checked with axe while translating.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)
const languageChoice = (page: Page, autonym: string) => page.getByRole('radio', { name: autonym })

test('an item is edited one language at a time, with each language’s progress and the Korean original beside it', async ({
  page,
  context,
  request,
}) => {
  const tag = uniqueTag()
  const id = await createdNews(request, `언어 시험 ${tag}`)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, `/admin/posts/news/${id}`)

  // Korean first, alone and full width: title, summary and body written, the others not yet.
  await expect(languageChoice(page, '한국어')).toBeChecked()
  await expect(languageChoice(page, '한국어')).toHaveAccessibleName(/3개 중 3개 작성/)
  await expect(languageChoice(page, '日本語')).toHaveAccessibleName(/3개 중 0개 작성/)
  await expect(page.locator('#item-title-ko-KR')).toBeVisible()
  await expect(page.locator('#item-title-ja-JP')).toHaveCount(0)
  await expect(page.locator('#item-title-reference')).toHaveCount(0)

  // Japanese: its own fields only, each with the Korean original beside it, read and not typed into.
  await editLanguage(page, '日本語')
  await expect(page.locator('#item-title-ko-KR')).toHaveCount(0)
  const title = page.locator('#item-title-ja-JP')
  await expect(title).toHaveAttribute('lang', 'ja-JP')
  await expect(page.locator('#item-title-reference')).toHaveText(`언어 시험 ${tag}`)
  await expect(page.locator('#item-title-reference p')).toHaveAttribute('lang', 'ko-KR')
  await expect(title).toHaveAccessibleDescription(`언어 시험 ${tag}`)
  const bodyReference = page.locator('#item-body-reference [role="document"]')
  await expect(bodyReference).toHaveText('본문 첫 문단')
  await expect(bodyReference).toHaveAttribute('contenteditable', 'false')
  const titleBox = await title.boundingBox()
  const referenceBox = await page.locator('#item-title-reference').boundingBox()
  expect(referenceBox && titleBox && referenceBox.x + referenceBox.width <= titleBox.x).toBe(true)

  // Typing shows in the language's progress at once.
  await title.fill(`言語テスト ${tag}`)
  await expect(languageChoice(page, '日本語')).toHaveAccessibleName(/3개 중 1개 작성/)

  // A problem in a language not shown: saving shows that language and puts the focus in the field.
  await title.fill('長'.repeat(301))
  await editLanguage(page, 'English')
  await page.getByRole('button', { name: t('admin_post_save_draft'), exact: true }).click()
  await expect(languageChoice(page, '日本語')).toBeChecked()
  await expect(title).toBeFocused()
  await expect(languageChoice(page, '日本語')).toHaveAccessibleName(/확인할 항목 있음/)
  await title.fill(`言語テスト ${tag}`)
  await title.press('Control+s')
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await expect(languageChoice(page, '日本語')).not.toHaveAccessibleName(/확인할 항목 있음/)
})

test('a translator saves a Japanese draft before the Korean exists; publishing says what Korean it needs, then goes', async ({
  page,
  context,
  request,
}) => {
  const tag = uniqueTag()
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, '/admin/posts/news/new')
  await editLanguage(page, '日本語')
  await page.locator('#item-title-ja-JP').fill(`翻訳の下書き ${tag}`)
  await page.locator('#item-summary-ja-JP').fill('要約です。')
  await bodyEditor(page, 'ja-JP').click()
  await page.keyboard.insertText('本文です。')
  await page.keyboard.press('Control+s')
  await expect(page).toHaveURL(/\/admin\/posts\/news\/\d+/)
  // The saved item's page goes on in Japanese, as after any save.
  await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked()
  await expect(page.locator('#item-title-ja-JP')).toHaveValue(`翻訳の下書き ${tag}`)
  const id = Number(/\/admin\/posts\/news\/(\d+)/.exec(page.url())?.[1])
  expect((await newsDetail(request, id)).fields.title).toEqual({ 'ja-JP': `翻訳の下書き ${tag}` })

  // Listed under its Japanese title, marked as Japanese.
  await editorPage(page, `/admin/posts/news?q=${encodeURIComponent(tag)}`)
  await expect(page.getByRole('link', { name: `翻訳の下書き ${tag}` })).toHaveAttribute('lang', 'ja-JP')
  await page.getByRole('link', { name: `翻訳の下書き ${tag}` }).click()
  await expect(page.getByRole('radio', { name: '한국어' })).toBeChecked()

  // Publishing from Japanese: the Korean it needs is named, shown and focused; nothing reaches visitors.
  await editLanguage(page, '日本語')
  await page.getByRole('button', { name: t('admin_post_bar_publish'), exact: true }).click()
  const needs = ['admin_site_field_title', 'admin_site_field_summary', 'admin_site_field_body'].map((key) => `${t(key)} (한국어)`)
  await expect(page.getByTestId('post-notice')).toHaveText(fill(locale, 'admin_post_publish_needs', { fields: needs.join(', ') }))
  await expect(page.getByTestId('post-notice').locator('span[lang="ko-KR"]')).toHaveCount(3)
  await expect(page.getByRole('radio', { name: '한국어' })).toBeChecked()
  await expect(page.locator('#item-title-ko-KR')).toBeFocused()
  expect((await newsDetail(request, id)).state).toBe('draft')

  await page.locator('#item-title-ko-KR').fill(`번역 초안 ${tag}`)
  await page.locator('#item-summary-ko-KR').fill('요약입니다.')
  await bodyEditor(page, 'ko-KR').click()
  await page.keyboard.insertText('본문입니다.')
  await page.getByRole('button', { name: t('admin_post_bar_publish'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
  expect((await newsDetail(request, id)).state).toBe('published')
})

/** Presses Tab until `target` has the focus: how many presses it took (at most 40). */
async function tabsTo(page: Page, target: Locator): Promise<number> {
  let tabs = 0
  while (!(await target.evaluate((element) => element === document.activeElement)) && tabs < 40) {
    await page.keyboard.press('Tab')
    tabs += 1
  }
  return tabs
}

test('an editor writes, saves and publishes a news item by keyboard alone, at most 15 Tabs from the title to the save', async ({
  page,
  context,
  request,
}) => {
  const tag = uniqueTag()
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await editorPage(page, '/admin/posts/news/new')
  const save = page.getByRole('button', { name: t('admin_post_save_draft'), exact: true })

  // Korean: title, summary, then the body (the toolbar one stop on the way), and on to the save.
  await expect(bodyEditor(page, 'ko-KR')).toBeVisible()
  await page.locator('#item-title-ko-KR').focus()
  await page.keyboard.insertText(`키보드로 쓴 소식 ${tag}`)
  await page.keyboard.press('Tab')
  await page.keyboard.insertText('키보드만으로 썼습니다.')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(bodyEditor(page, 'ko-KR')).toBeFocused()
  await page.keyboard.insertText('마우스 없이 쓴 본문입니다.')
  const fromTitle = 3 + (await tabsTo(page, save))
  expect(fromTitle).toBeLessThanOrEqual(15)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/posts\/news\/\d+/)
  const id = Number(/\/admin\/posts\/news\/(\d+)/.exec(page.url())?.[1])
  // The item's own page, with its publication, once it has replaced the new item's form.
  await expect(page.locator('#item-publish-heading')).toBeVisible()
  await expect(bodyEditor(page, 'ko-KR')).toBeVisible()

  // Japanese, chosen with the arrow keys from the title (the language choice is just before it); Ctrl+S saves it.
  const title = page.locator('#item-title-ko-KR')
  await title.focus()
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('radio', { name: '한국어' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.locator('#item-title-ja-JP')).toBeFocused()
  await page.keyboard.insertText(`キーボードのお知らせ ${tag}`)
  await page.keyboard.press('Control+s')
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await expect(page.locator('#item-title-ja-JP')).toBeFocused()
  expect(await tabsTo(page, save), 'ja-JP').toBeLessThanOrEqual(15)

  // Published from the bar that stays on screen, two Tabs on from the save.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: t('admin_post_bar_publish'), exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
  const published = await newsDetail(request, id)
  expect(published.state).toBe('published')
  expect(published.fields.title).toEqual({ 'ko-KR': `키보드로 쓴 소식 ${tag}`, 'ja-JP': `キーボードのお知らせ ${tag}` })
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
    // Checked while translating: the language switcher, and the Korean original beside each field.
    await editLanguage(page, '日本語')
    await expect(bodyEditor(page, 'ja-JP')).toBeVisible()
    await expect(page.locator('#item-body-reference [role="document"]')).toBeVisible()
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

// The editor's toolbar (one tab stop, the arrow keys, Home and End along it, the next Tab to the text, its buttons' names
// and faces): app/features/staff-console/content/components/rich-text-editor.test.tsx.

import { josaAfter } from '~/i18n/korean-josa'
import { adminCall, contentApi, libraryImage, type Summary } from './admin-site-content-support'
import { uniqueTag } from './auth-support'
import { seriousViolations } from './axe-support'
import { expect, test } from './fixtures'
import { editLanguage } from './item-editor-support'
import { consolePage, fill } from './operations-support'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * The console's Site content section, worked by an editor on the production build: a FAQ answer changed in Korean and
 * English, which the FAQ page shows; the research introduction rewritten (the long-form pages are a fixed set); an
 * item and an image deleted after their confirmation; a form page checked with axe on a laptop and on a phone; a news
 * category added and renamed. A client added with its logo and the clients put in order:
 * admin-site-content-order.spec.ts.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)

test('an editor changes a FAQ answer in Korean and English, and the FAQ page shows it in each language', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  const [entry] = (await adminCall<{ items: Summary[] }>(request, 'get', `${contentApi}/faq-entries?size=1`)).items
  if (!entry) throw new Error('no FAQ question')
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, `/admin/site-content/faq-entries/${entry.id}`, locale)
  await expect(page.locator('#item-categoryId')).not.toHaveValue('')
  await page.locator('#item-answer-ko-KR').fill(`새 답변입니다 ${tag}`)
  await editLanguage(page, 'English')
  await page.locator('#item-answer-en-US').fill(`A new answer ${tag}`)
  await page.getByRole('button', { name: t('admin_post_save_draft'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await page.getByRole('button', { name: t('admin_post_publish_now'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))

  await page.goto('/faq?lang=ko-KR')
  await expect(page.locator('details').filter({ hasText: entry.title })).toContainText(`새 답변입니다 ${tag}`)
  await page.goto('/faq?lang=en-US')
  await expect(page.locator('details p').filter({ hasText: `A new answer ${tag}` })).toHaveCount(1)
})

test('an editor rewrites the research introduction in Korean, and the page shows it; the pages can be neither added nor deleted', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueTag()
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, '/admin/site-content/pages', locale)
  const pageLinks = page.getByRole('table').getByRole('link')
  await expect(pageLinks).toHaveText(
    ['nav_company_vision', 'nav_research_intro', 'nav_business_showroom', 'page_terms', 'page_privacy'].map(t),
  )
  await expect(page.getByRole('link', { name: t('admin_post_new'), exact: true })).toHaveCount(0)
  // A page shipped with the site says it is published as it came, not that no version was ever published.
  await pageLinks.filter({ hasText: t('page_privacy') }).click()
  await expect(page.getByRole('region', { name: t('admin_post_revisions') })).toContainText(t('admin_post_revisions_shipped'))
  await page.goBack()

  await pageLinks.filter({ hasText: t('nav_research_intro') }).click()
  const koreanBody = page.locator('#item-body-ko-KR[contenteditable="true"]')
  await expect(koreanBody).toBeVisible()
  await expect(page.getByRole('heading', { name: t('admin_item_delete_heading') })).toHaveCount(0)
  await page.locator('#item-lead-ko-KR').fill(`연구소를 새로 소개합니다 ${tag}`)
  // The whole Korean body rewritten (selecting all, then typing over it, as an editor may).
  await koreanBody.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(`새 문단입니다 ${tag}`)
  await expect(koreanBody).toHaveText(`새 문단입니다 ${tag}`)
  await page.getByRole('button', { name: t('admin_post_save_draft'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_saved'))
  await page.getByRole('button', { name: t('admin_post_publish_now'), exact: true }).click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))

  await page.goto('/research/intro?lang=ko-KR')
  await expect(page.locator('main .lead')).toHaveText(`연구소를 새로 소개합니다 ${tag}`)
  // The body is the one block typed (ProseMirror keeps the first block's kind, here the first section's heading).
  await expect(page.locator('main article').getByText(`새 문단입니다 ${tag}`, { exact: true })).toBeVisible()
  await expect(page.locator('main article').getByText('연구 분야', { exact: true })).toHaveCount(0)
  await page.goto('/research/intro?lang=ja-JP')
  await expect(page.locator('main .lead')).toContainText('セルラクティス')
})

test('on a long page the save and the publishing stay on screen wherever the editor writes, with the way up to the schedule', async ({
  page,
  context,
  request,
}) => {
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, '/admin/site-content/pages', locale)
  await page
    .getByRole('table')
    .getByRole('link', { name: t('page_terms'), exact: true })
    .click()
  const save = page.getByRole('button', { name: t('admin_post_save_draft'), exact: true })
  const body = page.locator('#item-body-ko-KR[contenteditable="true"]')
  await expect(body).toBeVisible()
  // The terms are many screens long: at their start and in their middle, the save is in view.
  expect(await body.evaluate((element) => element.scrollHeight)).toBeGreaterThan(3 * (page.viewportSize()?.height ?? 0))
  await page.locator('#item-lead-ko-KR').focus()
  await expect(save).toBeInViewport()
  // In the body's middle, at a laptop's and a phone's width: the save below, the body's toolbar above, whole.
  const tools = page.getByRole('toolbar', { name: new RegExp(t('admin_site_field_body')) })
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 800 })
    await body.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await expect(save).toBeInViewport()
    await expect(tools).toBeInViewport({ ratio: 1 })
  }
  // Publishing is in the bar too: the draft saved first, then published, said in the form's status.
  const publish = page.getByRole('button', { name: t('admin_post_bar_publish'), exact: true })
  await expect(publish).toBeInViewport()
  await publish.click()
  await expect(page.getByTestId('post-notice')).toHaveText(t('admin_post_published_notice'))
  await page.getByRole('link', { name: t('admin_post_to_publication'), exact: true }).click()
  await expect(page.getByRole('heading', { name: t('admin_post_publication'), exact: true })).toBeInViewport()
})

test('a raw material’s description opens under its name, in the reader’s language', async ({ page }) => {
  await page.goto('/business/material?lang=en-US')
  const details = page.locator('main details').first()
  await expect(details.locator('summary')).toHaveText(msg('en-US', 'product_details'))
  await details.locator('summary').click()
  await expect(details.locator('p').first()).toBeVisible()
  await expect(details).toHaveAttribute('open', '')
})

test('an editor deletes a testimonial after confirming it, typing unsaved, and it is gone without asking to leave it', async ({
  page,
  context,
  request,
}) => {
  const author = `삭제할 후기 ${uniqueTag()}`
  const { id } = await adminCall<{ id: number }>(request, 'post', `${contentApi}/testimonials`, {
    author: { 'ko-KR': author },
    affiliation: { 'ko-KR': '소속' },
    quote: { 'ko-KR': '좋아요' },
  })
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, `/admin/site-content/testimonials/${id}`, locale)
  // Typed and not saved: the deletion is the answer, so the page is left without asking whether to keep editing.
  await page.locator('#item-affiliation-ko-KR').fill('저장하지 않은 소속')
  await page.getByRole('button', { name: t('admin_item_delete'), exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: t('admin_item_delete_title') })
  // The question is the dialog's description, and it starts on Cancel (never on its close button, nor on deleting).
  await expect(dialog).toHaveAccessibleDescription(
    fill(locale, 'admin_item_delete_confirm_text', { title: author, titleJosa: josaAfter(author, '와/과') }),
  )
  await expect(dialog.getByRole('button', { name: t('admin_cancel'), exact: true })).toBeFocused()
  await dialog.getByRole('button', { name: t('admin_item_delete_confirm'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/site-content\/testimonials(\?|$)/)
  await expect(page.getByRole('alertdialog', { name: t('admin_leave_title') })).toHaveCount(0)
  // The list says what was deleted, and the focus is there (no row followed it in a list never shown), not on the page.
  const deleted = fill(locale, 'admin_list_deleted', { name: author, nameJosa: josaAfter(author, '을/를') })
  await expect(page.getByRole('status').filter({ hasText: deleted })).toBeFocused()
  // Nor is what was typed kept in the browser for an item that is gone.
  expect(await page.evaluate((key) => localStorage.getItem(key), `console-draft:testimonials:${id}`)).toBeNull()
  await expect(page.getByRole('link', { name: author })).toHaveCount(0)
  const gone = await request.get(`${contentApi}/testimonials/${id}`, { headers: await adminApiHeaders(request) })
  expect(gone.status()).toBe(404)
})

test('an editor deletes an unused image from the library after confirming it, and it is gone', async ({
  page,
  context,
  request,
}) => {
  const alt = `지울 이미지 ${uniqueTag()}`
  const id = await libraryImage(request, alt)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, `/admin/media/${id}`, locale)
  await page.getByRole('button', { name: t('admin_media_delete'), exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: t('admin_media_delete_title') })
  await expect(dialog).toContainText(fill(locale, 'admin_media_delete_unused', { name: `${alt}.png` }))
  await dialog.getByRole('button', { name: t('admin_media_delete_confirm'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/media(\?|$)/)
  const gone = await request.get(`/api/v1/admin/media/${id}`, { headers: await adminApiHeaders(request) })
  expect(gone.status()).toBe(404)
})

test('a product’s form and the order page have no serious accessibility violation, on a laptop and on a phone', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    for (const path of ['/admin/site-content/products-pb/new', '/admin/site-content/history/order']) {
      await consolePage(page, path, locale)
      if (path.endsWith('/new')) await page.getByRole('button', { name: t('admin_site_spec_add'), exact: true }).click()
      expect(await seriousViolations(page), `${path} at ${viewport.width} px`).toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0)
    }
  }
})

test('an editor adds a news category in Korean and English, then renames it', async ({ page, context, request }) => {
  const tag = uniqueTag()
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await consolePage(page, '/admin/posts/categories', locale)
  await page.locator('#post-category-type').selectOption('news')
  await page.locator('#post-category-new-ko-KR').fill(`행사 ${tag}`)
  await page.locator('#post-category-new-en-US').fill(`Events ${tag}`)
  await page.getByRole('button', { name: t('admin_post_category_add'), exact: true }).click()
  const row = page.getByTestId('post-category').filter({ hasText: `행사 ${tag}` })
  await expect(row).toBeVisible()
  await expect(page.locator('#post-category-new-ko-KR')).toHaveValue('')

  await row.getByRole('button', { name: t('admin_post_category_rename'), exact: true }).click()
  await row.locator('input[lang="en-US"]').fill(`Company events ${tag}`)
  await row.getByRole('button', { name: t('admin_post_category_save'), exact: true }).click()
  await expect(row.getByRole('button', { name: t('admin_post_category_rename'), exact: true })).toBeVisible()
  const categories = await adminCall<Array<{ postType: string; name: Record<string, string> }>>(
    request,
    'get',
    `${contentApi}/post-categories`,
  )
  expect(categories).toContainEqual(
    expect.objectContaining({ postType: 'news', name: { 'ko-KR': `행사 ${tag}`, 'en-US': `Company events ${tag}` } }),
  )
})

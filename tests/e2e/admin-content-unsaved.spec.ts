import { uniqueTag } from './auth-support'
import { expect, test } from './fixtures'
import { createdNews, editorPage, reloadPast } from './item-editor-support'
import { fill } from './operations-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * Nothing typed in the item editor is lost by accident (issue 39 §2): typing kept in the browser across a reload,
 * offered back without being overwritten, and leaving a form with unsaved changes asks first.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)

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
  // The focus is back where it was before the question, not on the page.
  await expect(back).toBeFocused()
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

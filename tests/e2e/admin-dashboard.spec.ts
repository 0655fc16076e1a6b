import { uniqueTag } from './auth-support'
import { expect, test } from './fixtures'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff, waitForConsole } from './staff-console-support'
import { msg } from './support'

const t = (key: string) => msg('en-US', key)

/** Issue 39 §5: the dashboard gives each role what it works on. */
test('an editor’s dashboard: drafts waiting per kind, linked to the list of them, and the latest drafts', async ({
  page,
  context,
  request,
}) => {
  const title = `Dashboard draft ${uniqueTag()}`
  const created = await request.post('/api/v1/admin/content/posts/news', {
    headers: await adminApiHeaders(request),
    data: { title: { 'ko-KR': title }, summary: { 'ko-KR': '요약' }, body: { 'ko-KR': '본문' }, publishedAt: '2026-03-02' },
  })
  expect(created.status(), await created.text()).toBe(200)
  await signedInStaff(context, await addedStaff(request, 'editor'))
  await page.goto('/admin?lang=en-US')
  await waitForConsole(page)

  // An editor's work only: no inquiries to count.
  await expect(page.getByTestId('counter-newInquiries')).toHaveCount(0)
  const latest = page.getByRole('region', { name: t('admin_dashboard_latest_drafts') })
  await expect(latest.getByRole('link', { name: title, exact: true })).toBeVisible()
  // The latest edits name the item by its title, in Korean's lang in the English console.
  const edited = page.getByRole('region', { name: t('admin_dashboard_recent_edits') }).getByRole('link', { name: title })
  await expect(edited).toHaveAttribute('lang', 'ko-KR')
  await expect(edited).toHaveText(title)
  const kinds = page.getByRole('table', { name: t('admin_dashboard_content_title') })
  // A language named by its own name, in its lang.
  await expect(kinds.getByRole('columnheader').locator('span[lang="ja-JP"]')).toHaveText('日本語')
  const news = kinds.getByRole('row').filter({ has: page.getByRole('cell', { name: t('admin_post_type_news'), exact: true }) })
  await news.getByRole('cell').nth(1).getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/posts\/news\?.*drafted=1/)
  await expect(page.getByLabel(t('admin_post_drafted_filter'), { exact: true })).toHaveValue('1')
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
})

test('a support agent’s dashboard: how long the inquiries and questions have waited, and no content', async ({
  page,
  context,
  request,
}) => {
  await signedInStaff(context, await addedStaff(request, 'support'))
  await page.goto('/admin?lang=en-US')
  await waitForConsole(page)
  const waiting = page.getByRole('table', { name: t('admin_dashboard_waiting_title') })
  await expect(waiting.getByRole('columnheader', { name: t('admin_dashboard_age_over_a_week'), exact: true })).toBeVisible()
  await expect(waiting.getByRole('link', { name: t('admin_dashboard_waiting_inquiries'), exact: true })).toBeVisible()
  await expect(page.getByTestId('counter-mailsWaiting')).toBeVisible()
  await expect(page.getByRole('table', { name: t('admin_dashboard_content_title') })).toHaveCount(0)
  // A table wider than its column scrolls in its box, which a keyboard can then reach (a named region); wide enough,
  // not; on a phone its rows are cards, which need no scrolling.
  const box = waiting.locator('xpath=..')
  await expect(box).not.toHaveAttribute('tabindex')
  await page.setViewportSize({ width: 580, height: 844 })
  await expect(box).toHaveAttribute('tabindex', '0')
  await expect(box).toHaveAttribute('aria-label', t('admin_dashboard_waiting_title'))
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(box).not.toHaveAttribute('tabindex')
  await expect(waiting.getByRole('row').nth(1)).toHaveCSS('display', 'block')
})

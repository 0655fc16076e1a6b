import { readFile } from 'node:fs/promises'
import { uniqueTag } from './auth-support'
import { expect, test } from './fixtures'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, settledConsole, signedInStaff, waitForConsole } from './staff-console-support'
import { msg } from './support'

const t = (key: string) => msg('en-US', key)

/**
 * Issue 39 §5: an admin reads the audit log in words (the actions and their subjects, linked), finds entries by words
 * in the other console language, narrows them to one subject, and exports what the filters match to CSV.
 */
test('the audit log in words: searched in Korean from the English console, one subject’s entries, exported', async ({
  page,
  context,
  request,
}) => {
  const admin = await addedStaff(request, 'admin')
  await signedInStaff(context, admin)
  await page.goto('/admin/audit?lang=en-US')
  await waitForConsole(page)

  await page.getByLabel(t('admin_audit_filter_words'), { exact: true }).fill(msg('ko-KR', 'admin_audit_action_staff_sign_in'))
  await page.getByLabel(t('admin_filter_staff'), { exact: true }).selectOption({ label: `${admin.name} (${admin.email})` })
  // The list before stays on screen while the filtered one loads, marked busy for a screen reader meanwhile.
  await page.route('**/_serverFn/**', async (route) => {
    await new Promise((later) => setTimeout(later, 500))
    await route.fallback()
  })
  await page.getByRole('button', { name: t('admin_filter_apply'), exact: true }).click()
  await expect(page).toHaveURL(/words=/)
  await expect(page.locator('#console-main')).toHaveAttribute('aria-busy', 'true')
  await page.unrouteAll({ behavior: 'wait' })
  await settledConsole(page)
  const table = page.getByRole('table', { name: t('admin_audit_title') })
  const signIn = table.getByRole('row').filter({ hasText: 'staff.sign-in' })
  await expect(signIn).toHaveCount(1)
  await expect(signIn).toContainText(t('admin_audit_action_staff_sign_in'))
  // The subject by name (a staff member), and the way to this subject's entries alone.
  await expect(signIn).toContainText(`${t('admin_audit_subject_type_staff')} · ${admin.name}`)
  const onlySubject = signIn.getByRole('link', { name: t('admin_audit_only_subject'), exact: true })
  // A target of 24 px at least (WCAG 2.5.8), not lines of the table's 16 px type.
  const lineHeights = await onlySubject.evaluate((link) => [...link.getClientRects()].map((box) => box.height))
  expect(Math.min(...lineHeights)).toBeGreaterThanOrEqual(24)
  await onlySubject.click()
  await expect(page).toHaveURL(/subjectType=staff&subject=[\da-f-]{36}/)
  await settledConsole(page)
  await expect(page.getByLabel(t('admin_audit_filter_subject_type'), { exact: true })).toHaveValue('staff')

  const download = page.waitForEvent('download')
  await page.getByTestId('audit-export').click()
  const file = await (await download).path()
  const csv = await readFile(file, 'utf8')
  expect(csv.split('\r\n')[0]).toContain('"Action","Action code"')
  expect(csv).toContain(`"${t('admin_audit_action_staff_sign_in')}","staff.sign-in"`)

  // A content item by its title (Korean, in its lang), linked to its page.
  const title = `감사 기록 제목 ${uniqueTag()}`
  const created = await request.post('/api/v1/admin/content/posts/news', {
    headers: await adminApiHeaders(request),
    data: { title: { 'ko-KR': title }, summary: { 'ko-KR': '요약' }, body: { 'ko-KR': '본문' }, publishedAt: '2026-03-02' },
  })
  const { id } = ((await created.json()) as { data: { id: number } }).data
  await page.goto(`/admin/audit?subjectType=news&subject=${id}&lang=en-US`)
  await waitForConsole(page)
  const item = table.getByRole('link', { name: title, exact: true })
  await expect(item).toHaveAttribute('lang', 'ko-KR')
  await expect(item).toHaveAttribute('href', new RegExp(`/admin/posts/news/${id}\\b`))

  // An action typed into the address that the list does not name is shown as the filter it is, not as "All".
  await page.goto('/admin/audit?action=staff.login&lang=en-US')
  await waitForConsole(page)
  await expect(page.getByLabel(t('admin_filter_action'), { exact: true })).toHaveValue('staff.login')
  await expect(page.getByText(t('admin_audit_empty'), { exact: true })).toBeVisible()
})

import type { Page } from '@playwright/test'
import { monthsAfter } from '~/i18n/korean-months'
import { seriousViolations } from './axe-support'
import { expect, test } from './fixtures'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, settledConsole, signedInStaff, waitForConsole } from './staff-console-support'
import { msg } from './support'

const t = (key: string, params: Record<string, string | number> = {}) =>
  msg('en-US', key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))

/** The page at a phone's and a laptop's width: no serious violation, nothing wider than the window. */
async function holdsAtEveryWidth(page: Page, label: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${label} at ${width} px`).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page), `${label} at ${width} px`).toEqual([])
  }
}

/** A Korean month no other run reviews: one of the twenty years before 2020, by this run's time. */
const pastMonth = () => {
  const index = Math.floor(Date.now() / 60_000) % 240
  return `${2000 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/**
 * Issue 65 §6 (decision 110): an admin reviews a month's access records in the console, with the keyboard: every
 * download of personal data is listed, its reason confirmed and shown; an ended month is marked reviewed with a note,
 * which the page then shows, its heading taking the focus. At a phone's and a laptop's width, in English.
 */
test('an admin confirms a download’s reason and marks a month reviewed, with the keyboard', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  // A download of personal data this month: the audit log's export, by an admin just signed in.
  const day = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)
  const exported = await request.get(`/api/v1/admin/audit.csv?from=${day}&to=${day}`, { headers: await adminApiHeaders(request) })
  expect(exported.status()).toBe(200)

  await signedInStaff(context, await addedStaff(request, 'admin'))
  // The dashboard reminds an admin of last month, which no test reviews, and leads to it.
  await page.goto('/admin?lang=en-US')
  await waitForConsole(page)
  const due = page.getByTestId('access-review-due')
  await due.getByRole('link', { name: t('admin_access_review_due_link'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/access-review\\?.*month=${monthsAfter(day.slice(0, 7), -1)}`))
  await page.goto(`/admin/access-review?lang=en-US&month=${day.slice(0, 7)}`)
  await waitForConsole(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_nav_access_review'))
  const downloads = page.getByRole('table', { name: t('admin_access_review_downloads_heading') })
  const waiting = downloads.getByRole('row').filter({ hasText: t('admin_access_review_reason_missing') })
  await expect(waiting.first()).toContainText(t('admin_audit_action_audit_export'))
  await holdsAtEveryWidth(page, 'the month running')

  const reason = 'Exported for the quarterly inspection, checked with the admin'
  await page.getByRole('button', { name: t('admin_access_review_select_unconfirmed'), exact: true }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.type(reason)
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toHaveAttribute('type', 'submit')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: /downloads was confirmed/ })).toBeVisible()
  await expect(downloads.getByRole('row').filter({ hasText: reason }).first()).toBeVisible()
  await expect(page.getByText(t('admin_access_review_wait_month_end'), { exact: true })).toBeVisible()

  // An ended month: reviewed with a note, which the page then shows, its heading taking the focus.
  const month = pastMonth()
  await page.goto(`/admin/access-review?lang=en-US&month=${month}`)
  await waitForConsole(page)
  await settledConsole(page)
  await expect(page.getByText(t('admin_access_review_downloads_none'), { exact: true })).toBeVisible()
  await holdsAtEveryWidth(page, 'an ended month')
  await page.getByLabel(t('admin_access_review_note'), { exact: true }).focus()
  await page.keyboard.type('Nothing flagged; no downloads.')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('access-review-done')).toBeVisible()
  await expect(page.locator(':focus')).toHaveText(t('admin_access_review_mark_heading'))
  await expect(page.getByText('Nothing flagged; no downloads.', { exact: true })).toBeVisible()
})

import { seriousViolations } from './axe-support'
import { expect, test } from './fixtures'
import { fill } from './operations-support'
import { addedStaff, signedInStaff, waitForConsole } from './staff-console-support'

/** Issue 39 §4: the invitations an admin has sent and that wait, with their expiry; sent again, or revoked. */
test('an admin sees the invitations waiting with their expiry, sends one again and revokes one after confirming', async ({
  page,
  context,
  request,
}) => {
  const admin = await addedStaff(request, 'admin')
  await signedInStaff(context, admin)
  await page.goto('/admin/staff?lang=en-US')
  await waitForConsole(page)
  const t = (key: string, values: Record<string, string> = {}) => fill('en-US', key, values)
  /** The words of a notice around its formatted expiry, which the test does not format itself. */
  const aroundExpiry = (key: string) => t(key, { email, expiresAt: '\u0000' }).split('\u0000')
  const email = `invitee-${Date.now()}@example.com`
  await page.getByLabel(t('admin_staff_invite_name'), { exact: true }).fill('Mina Park')
  await page.getByLabel(t('admin_staff_invite_email'), { exact: true }).fill(email)
  await page.getByRole('button', { name: t('admin_staff_invite_submit'), exact: true }).click()
  const notice = page.getByRole('status').filter({ hasText: email })
  await expect(notice).toContainText(aroundExpiry('admin_staff_invited')[0] ?? '')

  // Listed at once, with whom it invites, who sent it and until when it works.
  const waiting = page.getByRole('table', { name: t('admin_invitations_title') })
  const row = waiting.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Mina Park')
  await expect(row).toContainText(admin.name)
  await expect(row.getByRole('cell').nth(5)).toHaveText(/\d/)
  expect(await seriousViolations(page)).toEqual([])

  // Sent again: a new link, and the notice says the earlier one no longer works.
  await row.getByRole('button', { name: t('admin_invitations_resend_of', { email }), exact: true }).click()
  const [newLink, earlierLinkGone] = aroundExpiry('admin_staff_invited_again')
  await expect(notice).toContainText(newLink ?? '')
  await expect(notice).toContainText(earlierLinkGone ?? '')

  // Revoked after a question that names what happens; cancelling keeps it.
  await row.getByRole('button', { name: t('admin_invitations_revoke_of', { email }), exact: true }).click()
  const asking = page.getByRole('alertdialog', { name: t('admin_invitations_revoke_title') })
  await expect(asking).toHaveAccessibleDescription(t('admin_invitations_revoke_confirm', { email }))
  await asking.getByRole('button', { name: t('admin_invitations_revoke'), exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(t('admin_invitations_revoked', { email }))
  await expect(row).toHaveCount(0)
  // Its button went with its row: the focus is on the list's heading, not dropped to the page.
  await expect(page.getByRole('heading', { name: t('admin_invitations_title'), exact: true })).toBeFocused()
})

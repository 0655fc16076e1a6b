import type { APIRequestContext, Page } from '@playwright/test'
import { e2eServerEnv } from './e2e-server-env'
import { expect } from './fixtures'
import { addedStaff, freshCode, type TestStaff } from './staff-console-support'
import { msg } from './support'

/** The console's session cookie over HTTP (`__Host-staff_session` over HTTPS), as the site's sign-in sets it. */
export const STAFF_COOKIE = 'staff_session'

/** A staff account of a test's own, signed in through the admin API: its live session token. */
export interface StaffSession {
  staff: TestStaff
  token: string
}

/**
 * A new staff member of `role`, added with the machine credential and signed in with password and authenticator code
 * (on the server at `origin`, or the request context's own).
 */
export async function staffSession(request: APIRequestContext, role: TestStaff['role'], origin = ''): Promise<StaffSession> {
  const staff = await addedStaff(request, role, origin)
  const response = await request.post(`${origin}/api/v1/admin/login`, {
    data: { email: staff.email, password: staff.password, code: freshCode(staff) },
  })
  expect(response.status(), await response.text()).toBe(200)
  const { data } = (await response.json()) as { data: { accessToken: string } }
  return { staff, token: data.accessToken }
}

/** The id of an inquiry's first attachment, read with the machine credential. */
export async function firstAttachmentId(request: APIRequestContext, receipt: string): Promise<number> {
  const response = await request.get(`/api/v1/admin/inquiries/${encodeURIComponent(receipt)}`, {
    headers: { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` },
  })
  expect(response.status(), await response.text()).toBe(200)
  const { data } = (await response.json()) as { data: { attachments: { id: number }[] } }
  const id = data.attachments[0]?.id
  if (id === undefined) throw new Error(`inquiry ${receipt} has no attachment`)
  return id
}

/** The console's sign-in form, filled and sent (its labels in `locale`). */
export async function signInThroughConsoleForm(page: Page, staff: TestStaff, locale: 'ko-KR' | 'en-US'): Promise<void> {
  await page.getByLabel(msg(locale, 'admin_login_email'), { exact: true }).fill(staff.email)
  await page.getByLabel(msg(locale, 'admin_login_password'), { exact: true }).fill(staff.password)
  await page.getByLabel(msg(locale, 'admin_login_code'), { exact: true }).fill(freshCode(staff))
  await page.getByRole('button', { name: msg(locale, 'admin_login_submit'), exact: true }).click()
}

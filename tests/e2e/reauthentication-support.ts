import { randomUUID } from 'node:crypto'
import type { APIRequest, BrowserContext } from '@playwright/test'
import { expect } from './fixtures'
import { addedStaff, freshCode, type TestStaff } from './staff-console-support'
import { STAFF_COOKIE } from './staff-session-support'

/**
 * The copy of the site reauthentication.spec.ts works on (re-authentication windows of six seconds), and how its
 * staff are added, signed in, checked and made to outlast the window.
 */
export const port = Number(process.env.E2E_REAUTH_PORT ?? 3169)
/** On `localhost`, where WebAuthn lets a passkey confirm it is the member (an IP address is no site's id). */
export const origin = `http://localhost:${port}`
export const WINDOW_MS = 6000

/** A staff member of `role` on the copy, added with the machine credential. */
export async function staffOnCopy(playwright: { request: APIRequest }, role: TestStaff['role']): Promise<TestStaff> {
  const api = await playwright.request.newContext({ baseURL: origin })
  const staff = await addedStaff(api, role)
  await api.dispose()
  return staff
}

/** Signs the staff member in on the copy through its API; answers the session's token. */
export async function staffToken(staff: TestStaff): Promise<string> {
  const response = await fetch(`${origin}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password, code: freshCode(staff) }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken
}

export async function signedInConsole(context: BrowserContext, staff: TestStaff): Promise<string> {
  const token = await staffToken(staff)
  await context.addCookies([{ name: STAFF_COOKIE, value: token, url: origin, httpOnly: true, sameSite: 'Strict' }])
  return token
}

export const staffStatus = async (token: string) =>
  (await fetch(`${origin}/api/v1/admin/me`, { headers: { authorization: `Bearer ${token}` } })).status

/**
 * Resolves once the session's proof is older than the window. The probe (ending an own session that does not exist,
 * which staff of every role may ask) changes nothing: 404 while the proof is fresh, REAUTHENTICATION_REQUIRED after.
 */
export async function outlastTheStaffWindow(token: string): Promise<void> {
  const probe = async () => {
    const answer = await fetch(`${origin}/api/v1/admin/me/sessions/${randomUUID()}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    return ((await answer.json()) as { error?: { code: string } }).error?.code
  }
  await expect.poll(probe, { timeout: WINDOW_MS * 3 }).toBe('REAUTHENTICATION_REQUIRED')
}

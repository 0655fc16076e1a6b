import { randomInt } from 'node:crypto'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { SESSION_COOKIE, uniqueEmail, uniqueTag } from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, type Locale } from './fixtures'
import { adminApiHeaders } from './staff-api-support'
import { msg, waitForHydration, withLang } from './support'

/** The SMS outbox is read with the machine credential, as an operator's tool reads it. */
const machineHeaders = { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` }

/** A member of a test's own, so that what one test changes (number, password, account) no other test sees. */
export interface TestMember {
  email: string
  password: string
  name: string
  token: string
}

/**
 * Signs a new member up through the API and gives the browser its session cookie, as the sign-in page would:
 * the member-area specs start signed in without spending time on the sign-up form (auth.spec.ts covers that).
 */
export async function signedUpMember(context: BrowserContext, prefix: string): Promise<TestMember> {
  const { origin, ...member } = await memberSignedUpByApi(context.request, prefix)
  await context.addCookies([{ name: SESSION_COOKIE, value: member.token, url: origin, httpOnly: true, sameSite: 'Lax' }])
  return member
}

/** A new member signed up through the API (no browser): the member, and the origin of the site that signed it up. */
export async function memberSignedUpByApi(request: APIRequestContext, prefix: string): Promise<TestMember & { origin: string }> {
  const tag = uniqueTag()
  const member = { email: uniqueEmail(prefix), password: `pw-${uniqueTag()}-long`, name: `E2E ${tag}` }
  const response = await request.post('/api/v1/signup', { data: { ...member, termsAgree: true, privacyAgree: true } })
  expect(response.status(), await response.text()).toBeLessThan(300)
  const { data } = (await response.json()) as { data: { accessToken: string } }
  return { ...member, token: data.accessToken, origin: new URL(response.url()).origin }
}

/** A member who signed up and closed the account at once (its name and contacts erased), through the API. */
export async function withdrawnMember(request: APIRequestContext, prefix: string): Promise<void> {
  const member = await memberSignedUpByApi(request, prefix)
  const response = await request.delete('/api/v1/me', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { password: member.password, reasons: ['RARELY_USED'], comment: '', agree: true },
  })
  expect(response.status(), await response.text()).toBe(200)
}

export async function gotoMemberPage(page: Page, path: string, locale: Locale): Promise<void> {
  const response = await page.goto(withLang(path, locale))
  expect(response?.status(), `${path} answers`).toBe(200)
  await waitForHydration(page)
}

/** A mobile number no other test uses (010 and eight digits). */
export function uniqueMobile(): string {
  return `010${String(randomInt(10 ** 8)).padStart(8, '0')}`
}

/** The 6-digit code the SMS outbox last kept for a number (the built-in backend without an SMS provider). */
export async function lastSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`/api/v1/admin/sms?to=${mobile}`, { headers: machineHeaders })
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: { items: { text: string }[] } }
  const code = data.items[0]?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code was texted to ${mobile}`)
  return code
}

/** Staff answer a member's question (the admin API the company's back office uses). */
export async function answerQuestion(request: APIRequestContext, id: number, content: string): Promise<void> {
  const response = await request.post(`/api/v1/admin/questions/${id}/answer`, {
    headers: await adminApiHeaders(request),
    data: { content },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The member-area menu beside every /mypage screen. */
export function mypageMenu(page: Page, locale: Locale) {
  return page.getByRole('navigation', { name: msg(locale, 'mypage_nav_label') })
}

/** A field's inline message (FormField renders it as `#<id>-error`). */
export const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`)

/** The success toast. */
export const toast = (page: Page) => page.getByTestId('toaster').getByRole('status')

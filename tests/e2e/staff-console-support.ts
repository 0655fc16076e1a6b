import { generateHOTP } from '@oslojs/otp'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { uniqueEmail, uniqueTag } from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect } from './fixtures'

/** A staff account of a test's own, and what its second factor needs: the key, and the last time step it used. */
export interface TestStaff {
  email: string
  password: string
  name: string
  role: 'admin' | 'editor' | 'support'
  key: Uint8Array
  used: { step: number }
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** The key of an otpauth:// URI (base32), as an authenticator app reads it. */
export function keyOfOtpauthUri(uri: string): Uint8Array {
  const secret = new URL(uri).searchParams.get('secret') ?? ''
  let bits = ''
  for (const char of secret.replace(/=+$/, '')) bits += BASE32.indexOf(char).toString(2).padStart(5, '0')
  return new Uint8Array((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)))
}

/**
 * The earliest step the server surely takes when a code reaches it: it allows one step of drift either way, so the
 * step before now while the current one has 15 s or more to run (time for a test to send it on a busy machine), else now.
 * Starting there leaves a test three codes before it has to wait for the clock (usableFreshCode).
 */
function earliestSafeStep(): number {
  const now = Date.now()
  return Math.floor(now / 30_000) - (now % 30_000 < 15_000 ? 1 : 0)
}

/** A code of the earliest step the server takes that this staff member has not used yet. */
export function freshCode(staff: Pick<TestStaff, 'key' | 'used'>): string {
  const step = Math.max(earliestSafeStep(), staff.used.step + 1)
  staff.used.step = step
  return generateHOTP(staff.key, BigInt(step), 6)
}

/**
 * A fresh code the server takes: the backend accepts a step at most one ahead of now, so when a test has used the
 * current step and the next (two sign-ins within one step), this waits for the clock to reach the step before the
 * code's, at most one step (30 s).
 */
export async function usableFreshCode(staff: Pick<TestStaff, 'key' | 'used'>): Promise<string> {
  const step = Math.max(earliestSafeStep(), staff.used.step + 1)
  const untilTaken = (step - 1) * 30_000 - Date.now()
  if (untilTaken > 0) await new Promise((resolve) => setTimeout(resolve, untilTaken + 100))
  return freshCode(staff)
}

/**
 * Adds a staff account through the admin API with the machine credential, as `npm run staff -- add` does (to the
 * server at `origin`, or the request context's own).
 */
export async function addedStaff(request: APIRequestContext, role: TestStaff['role'], origin = ''): Promise<TestStaff> {
  const staff = { email: uniqueEmail(`staff-${role}`), password: `pw-${uniqueTag()}-long`, name: `Staff ${uniqueTag()}`, role }
  const response = await request.post(`${origin}/api/v1/admin/staff`, {
    headers: { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` },
    data: staff,
  })
  expect(response.status(), await response.text()).toBe(200)
  const { data } = (await response.json()) as { data: { otpauthUri: string } }
  return { ...staff, key: keyOfOtpauthUri(data.otpauthUri), used: { step: 0 } }
}

/** Signs a staff member in through the API and gives the browser the console's cookie, as the sign-in page would. */
export async function signedInStaff(context: BrowserContext, staff: TestStaff): Promise<void> {
  const response = await context.request.post('/api/v1/admin/login', {
    data: { email: staff.email, password: staff.password, code: freshCode(staff) },
  })
  expect(response.status(), await response.text()).toBe(200)
  const { data } = (await response.json()) as { data: { accessToken: string } }
  const url = new URL(response.url()).origin
  await context.addCookies([{ name: 'staff_session', value: data.accessToken, url, httpOnly: true, sameSite: 'Strict' }])
}

/**
 * Waits until the console shows the address it is on: after a filter is applied the address changes at once, but the
 * page before it stays until the navigation is drawn, and the list before it stays (busy) until the new one has loaded;
 * a click on its rows would land on rows about to move. The router's own word is asked first, since nothing on the
 * page is marked busy before React has drawn the navigation.
 */
export async function settledConsole(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { __TSR_ROUTER__: router } = self as unknown as { __TSR_ROUTER__?: SettlingRouter }
    return router?.state.status === 'idle' && router.state.resolvedLocation?.href === router.latestLocation.href
  })
  const main = page.locator('#console-main')
  await expect(main).toHaveAttribute('aria-busy', 'false')
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** What `settledConsole` reads of the page's router (TanStack Router's public state). */
interface SettlingRouter {
  state: { status: 'idle' | 'pending'; resolvedLocation?: { href: string } }
  latestLocation: { href: string }
}

/** Waits until React has hydrated the console's page (its main landmark has React's fiber attached). */
export async function waitForConsole(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('console-main')
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
}

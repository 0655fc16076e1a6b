import { randomInt } from 'node:crypto'
import type { BrowserContext, Cookie, Page } from '@playwright/test'
import { type E2eProvider, oauthOrigin } from './e2e-server-env'
import { expect, type Locale } from './fixtures'
import { msg, waitForHydration, withLang } from './support'

/** The member a fresh embedded database comes with (app/backend/sign-in/demo-member.ts). */
export const demoMember = { email: 'member@example.com', password: 'member-demo-1234', name: '데모 회원' } as const

/** The HttpOnly cookie that holds the member's token (SESSION_COOKIE_NAME's default); `__Host-` prefixed over HTTPS. */
export const SESSION_COOKIE = 'member_session'
const sessionCookieNames = new Set([SESSION_COOKIE, `__Host-${SESSION_COOKIE}`])

/** Unique enough across tests, runs and workers: each test signs up a member of its own. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${randomInt(36 ** 6).toString(36)}`
}

export function uniqueEmail(prefix: string): string {
  return `e2e-${prefix}-${uniqueTag()}@example.com`
}

/** The header's greeting of the signed-in member (in any locale it contains the name). */
export function memberName(page: Page) {
  return page.getByTestId('site-header').getByTestId('member-name')
}

export function signInLink(page: Page, locale: Locale) {
  return page.getByTestId('site-header').getByRole('link', { name: msg(locale, 'nav_login'), exact: true })
}

export function signOutButton(page: Page, locale: Locale) {
  return page.getByTestId('site-header').getByRole('button', { name: msg(locale, 'nav_logout') })
}

export async function sessionCookie(context: BrowserContext): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => sessionCookieNames.has(cookie.name))
}

export async function expectSignedIn(page: Page, name: string): Promise<void> {
  await expect(memberName(page)).toContainText(name)
  expect(await sessionCookie(page.context()), 'the session cookie').toBeDefined()
}

export async function expectSignedOut(page: Page, locale: Locale): Promise<void> {
  await expect(signInLink(page, locale)).toBeVisible()
  await expect(memberName(page)).toHaveCount(0)
  expect(await sessionCookie(page.context()), 'no session cookie').toBeUndefined()
}

export async function gotoLogin(page: Page, locale: Locale): Promise<void> {
  await page.goto(withLang('/login', locale))
  await waitForHydration(page)
}

export async function signInWithPassword(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  await gotoLogin(page, locale)
  await page.locator('#login-email').fill(email)
  await page.locator('#login-password').fill(password)
  await page.getByRole('button', { name: msg(locale, 'auth_login_submit'), exact: true }).click()
}

export interface SignupValues {
  email: string
  password: string
  passwordConfirm?: string
  name: string
}

/** Fills the sign-up form (the required consents ticked) without sending it. */
export async function fillSignup(page: Page, values: SignupValues): Promise<void> {
  await page.locator('#signup-email').fill(values.email)
  await page.locator('#signup-password').fill(values.password)
  await page.locator('#signup-passwordConfirm').fill(values.passwordConfirm ?? values.password)
  await page.locator('#signup-name').fill(values.name)
  await page.locator('#signup-termsAgree').check()
  await page.locator('#signup-privacyAgree').check()
}

export function signupSubmit(page: Page, locale: Locale) {
  return page.getByRole('button', { name: msg(locale, 'auth_signup_submit'), exact: true })
}

/** A person at a provider, new to the site. Kakao's account ids are numbers. */
export interface ProviderPerson {
  id: string
  email: string | null
  name: string
}

export function newPerson(provider: E2eProvider): ProviderPerson {
  const tag = uniqueTag()
  const id = provider === 'kakao' ? String(Date.now() * 1000 + randomInt(1000)) : `${provider}-${tag}`
  return { id, email: `e2e-${provider}-${tag}@example.com`, name: `${provider} ${tag}` }
}

/**
 * Who is signed in at the provider, as its own cookie says (tests/e2e/oauth-providers.ts): the next sign-in with
 * it is this person, or, given `{ error }`, the person refuses and the provider answers that error.
 */
export async function signInAtProvider(
  context: BrowserContext,
  provider: E2eProvider,
  scenario: ProviderPerson | { error: string },
): Promise<void> {
  const value = Buffer.from(JSON.stringify(scenario)).toString('base64url')
  await context.addCookies([{ name: `e2e_${provider}_person`, value, url: oauthOrigin(provider) }])
}

export function providerButton(page: Page, provider: E2eProvider) {
  return page.locator(`a[data-provider="${provider}"]`)
}

/** The consent page of a first social sign-in: agree to the required terms, and continue. */
export async function agreeOnConsentPage(page: Page, locale: Locale): Promise<void> {
  await expect(page).toHaveURL(/\/signup\/consent\?/)
  await waitForHydration(page)
  // Without the two required boxes nothing is sent: each says so, and its message goes once it is ticked.
  const submit = page.getByRole('button', { name: msg(locale, 'auth_consent_submit') })
  await submit.click()
  await expect(page.locator('#consent-termsAgree-error')).toHaveText(msg(locale, 'auth_error_terms_required'))
  await expect(page.locator('#consent-privacyAgree-error')).toHaveText(msg(locale, 'auth_error_privacy_required'))
  await expect(page.locator('#consent-termsAgree')).toBeFocused()
  await page.locator('#consent-termsAgree').check()
  await expect(page.locator('#consent-termsAgree-error')).toHaveCount(0)
  await page.locator('#consent-privacyAgree').check()
  await expect(page.locator('#consent-privacyAgree-error')).toHaveCount(0)
  await submit.click()
}

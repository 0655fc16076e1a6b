import type { BrowserContext, Cookie, Page } from '@playwright/test'
import {
  agreeOnConsentPage,
  demoMember,
  expectSignedIn,
  expectSignedOut,
  gotoLogin,
  newPerson,
  type ProviderPerson,
  providerButton,
  signInAtProvider,
  signOutButton,
} from './auth-support'
import { type E2eProvider, e2eProviders, oauthOrigin } from './e2e-server-env'
import { expect, test } from './fixtures'
import { toast } from './member-support'
import { msg, waitForHydration, withLang } from './support'

/**
 * Each provider is a real OAuth 2.0 server on loopback (tests/e2e/oauth-providers.ts): the browser goes to it, it
 * sends the browser back with a code, and the site's backend exchanges the code and reads the profile from it.
 */
test.use({ locale: 'en-US' })

const popupProviders: readonly E2eProvider[] = ['kakao', 'naver']
const home = withLang('/', 'en-US')

/** Every document the context's pages load, in order (popups included). */
function trackDocuments(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on('request', (request) => {
    if (request.isNavigationRequest()) urls.push(request.url())
  })
  return urls
}

/** Starts the provider's sign-in from /login; a popup provider's popup must open, run the flow and close by itself. */
async function clickProvider(page: Page, provider: E2eProvider, inPopup = popupProviders.includes(provider)): Promise<void> {
  if (!inPopup) {
    await providerButton(page, provider).click()
    return
  }
  const popupOpened = page.waitForEvent('popup')
  await providerButton(page, provider).click()
  const popup = await popupOpened
  // The callback page hands the outcome to window.opener and closes; a popup cut off from its opener (say, by a
  // Cross-Origin-Opener-Policy on the way back from the provider) goes on by itself instead.
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 20_000 }).catch(() => undefined)
  if (!popup.isClosed()) throw new Error(`the popup did not hand its outcome to the page and close: it is at ${popup.url()}`)
}

async function signInWith(page: Page, provider: E2eProvider, person: ProviderPerson | { error: string }, popup?: boolean) {
  await signInAtProvider(page.context(), provider, person)
  await gotoLogin(page, 'en-US')
  await clickProvider(page, provider, popup)
}

async function expectRefused(page: Page, reason: string, messageKey: string) {
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('error') === reason)
  await waitForHydration(page)
  await expect(page.getByRole('alert')).toHaveText(msg('en-US', messageKey))
  await expectSignedOut(page, 'en-US')
}

for (const provider of e2eProviders) {
  const popup = popupProviders.includes(provider)

  test(`${provider}: a new member agrees to the terms once, then signs in directly (${popup ? 'popup' : 'redirect'})`, async ({
    page,
    context,
  }) => {
    test.slow()
    const documents = trackDocuments(context)
    const person = newPerson(provider)
    await signInWith(page, provider, person)
    await agreeOnConsentPage(page, 'en-US')
    await expect(page).toHaveURL(home)
    await expectSignedIn(page, person.name)

    // The flow went through the provider, with the state, and back to the site's callback.
    const mode = popup ? 'popup' : 'redirect'
    const start = documents.findIndex((url) => url.includes(`/auth/start/${provider}?`) && url.includes(`mode=${mode}`))
    const authorize = documents.findIndex((url) => url.startsWith(`${oauthOrigin(provider)}/authorize?`))
    const callback = documents.findIndex((url) => /\/auth\/callback\/\w+\?/.test(url) && url.includes('code='))
    expect(start, `documents: ${documents.join('\n')}`).toBeGreaterThanOrEqual(0)
    expect(authorize).toBeGreaterThan(start)
    expect(callback).toBeGreaterThan(authorize)
    const state = new URL(documents[authorize] ?? '').searchParams.get('state')
    expect(state).toMatch(/^[\w-]{32,}$/)
    expect(new URL(documents[callback] ?? '').searchParams.get('state')).toBe(state)
    expect(await page.evaluate(() => document.cookie)).not.toContain('oauth_state')

    // Once a member, the same account signs in without the consents.
    await signOutButton(page, 'en-US').click()
    await expectSignedOut(page, 'en-US')
    const before = documents.length
    await gotoLogin(page, 'en-US')
    await clickProvider(page, provider)
    await expect(page).toHaveURL(home)
    await expectSignedIn(page, person.name)
    expect(documents.slice(before).some((url) => url.includes('/signup/consent'))).toBe(false)
  })
}

for (const provider of popupProviders) {
  test(`${provider}: a blocked popup falls back to the redirect`, async ({ page, context }) => {
    test.slow()
    await page.addInitScript(() => {
      window.open = () => null
    })
    const documents = trackDocuments(context)
    const person = newPerson(provider)
    await signInWith(page, provider, person, false)
    await agreeOnConsentPage(page, 'en-US')
    await expect(page).toHaveURL(home)
    await expectSignedIn(page, person.name)
    expect(documents.some((url) => url.includes(`/auth/start/${provider}?`) && url.includes('mode=redirect'))).toBe(true)
    expect(context.pages()).toHaveLength(1)
  })
}

test.describe('a sign-in another site starts', () => {
  test('stops at the sign-in page, where the visitor chooses, instead of going to the provider', async ({ page, baseURL }) => {
    // The site under another name is another site to the browser: its page sends the visitor to the start.
    const elsewhere = new URL(baseURL ?? '')
    elsewhere.hostname = 'localhost'
    await page.goto(new URL(home, elsewhere).toString())
    const provider = oauthOrigin('google')
    const providerRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(provider)) providerRequests.push(request.url())
    })
    await page.evaluate((target) => {
      window.location.href = target
    }, new URL('/auth/start/google?mode=redirect&returnTo=%2Fmypage&lang=en-US', baseURL).toString())
    await expect(page).toHaveURL(`${baseURL}${withLang('/login', 'en-US')}`)
    expect(providerRequests).toEqual([])
    await waitForHydration(page)
    await expect(providerButton(page, 'google')).toBeVisible()
  })
})

test.describe('a forged or replayed state', () => {
  test('a callback without a sign-in in progress is refused', async ({ page }) => {
    await page.goto('/auth/callback/kakao?code=x&state=forged')
    await expectRefused(page, 'state', 'auth_state_invalid')
  })

  test("a state that is not the browser's is refused, and spends the browser's own", async ({ page }) => {
    // A sign-in starts (the state goes into the HttpOnly cookie), but the callback brings another state.
    const started = await page.request.get('/auth/start/kakao?mode=redirect&returnTo=%2F&lang=en-US', { maxRedirects: 0 })
    expect(started.status()).toBe(302)
    const state = new URL(started.headers().location ?? '').searchParams.get('state') ?? ''
    expect(state).toMatch(/^[\w-]{32,}$/)
    const forged = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`
    await page.goto(`/auth/callback/kakao?code=x&state=${forged}`)
    await expectRefused(page, 'state', 'auth_state_invalid')
    // The real state was single use: refused now too.
    await page.goto(`/auth/callback/kakao?code=x&state=${state}`)
    await expectRefused(page, 'state', 'auth_state_invalid')
  })

  test("a state issued for one provider is refused at another's callback", async ({ page }) => {
    const started = await page.request.get('/auth/start/kakao?mode=redirect&returnTo=%2F&lang=en-US', { maxRedirects: 0 })
    const state = new URL(started.headers().location ?? '').searchParams.get('state') ?? ''
    await page.goto(`/auth/callback/naver?code=x&state=${state}`)
    await expectRefused(page, 'state', 'auth_state_invalid')
  })

  test('a replayed callback is refused, even with the state cookie put back', async ({ page, context, baseURL }) => {
    test.slow()
    // The callback as the provider sent it, and the state cookie the start set (a redirect's hops are not routed).
    const callbacks: string[] = []
    let stateCookie: Cookie | undefined
    context.on('request', (request) => {
      if (/\/auth\/callback\/google\?.*code=/.test(request.url())) callbacks.push(request.url())
    })
    // Only the start's answer is read: a header read of every answer raced the page's closing at the test's end.
    context.on('response', async (response) => {
      if (!response.url().includes('/auth/start/google')) return
      const value = /(?:^|\n)oauth_state=([^;\n]+)/.exec((await response.headerValue('set-cookie')) ?? '')?.[1]
      if (value) {
        stateCookie = {
          name: 'oauth_state',
          value,
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        }
      }
    })
    const person = newPerson('google')
    await signInWith(page, 'google', person)
    await agreeOnConsentPage(page, 'en-US')
    await expectSignedIn(page, person.name)
    const callback = callbacks[0]
    if (!callback || !stateCookie) throw new Error(`the flow was not seen: ${callbacks.join(', ')} ${stateCookie?.value}`)
    expect(new URL(callback).origin).toBe(baseURL)
    await signOutButton(page, 'en-US').click()
    await expectSignedOut(page, 'en-US')

    // The browser's state cookie went with the first use: the same callback again is refused by the site.
    await page.goto(callback)
    await expectRefused(page, 'state', 'auth_state_invalid')

    // An attacker who kept the cookie too: the site's check passes, but the backend spends each state once.
    await context.addCookies([stateCookie])
    await page.goto(callback)
    await expectRefused(page, 'failed', 'auth_social_failed')
  })
})

test.describe('a sign-in that does not finish', () => {
  test('kakao: cancelled in the popup, the sign-in page says so', async ({ page }) => {
    await signInWith(page, 'kakao', { error: 'access_denied' })
    await expectRefused(page, 'cancelled', 'auth_social_cancelled')
  })

  test('google: cancelled at the provider, the sign-in page says so', async ({ page }) => {
    await signInWith(page, 'google', { error: 'access_denied' })
    await expectRefused(page, 'cancelled', 'auth_social_cancelled')
  })

  test("facebook: an unverified email that is a member's is refused, not linked", async ({ page }) => {
    const person = { ...newPerson('facebook'), email: demoMember.email }
    await signInWith(page, 'facebook', person)
    await expectRefused(page, 'email_taken', 'api_error_email_taken')
  })

  test("google: a verified email that is a member's signs that member in, and the link is on their security page", async ({
    page,
  }) => {
    const person = { ...newPerson('google'), email: demoMember.email }
    await signInWith(page, 'google', person)
    await expect(page).toHaveURL(home)
    await expectSignedIn(page, demoMember.name)
    // A new way into the account (decision 95): on the member's security page, where the member may unlink it.
    await page.goto(withLang('/mypage/security', 'en-US'))
    await waitForHydration(page)
    const history = page.getByTestId('security-history')
    await expect(history).toContainText(msg('en-US', 'mypage_security_event_social_linked').replace('{name}', 'Google'))
    const google = page.getByTestId('social-account').filter({ hasText: 'Google' })
    await google.getByRole('button', { name: msg('en-US', 'mypage_social_unlink_named').replace('{name}', 'Google') }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText(msg('en-US', 'mypage_social_confirm_unlink').replace('{name}', 'Google'))
    await confirm.getByRole('button', { name: msg('en-US', 'mypage_social_unlink'), exact: true }).click()
    await expect(toast(page)).toContainText(msg('en-US', 'mypage_social_unlinked'))
    await expect(google).toHaveCount(0)
    await expect(page.getByText(msg('en-US', 'mypage_social_none'))).toBeVisible()
    await expect(history.getByRole('listitem').first()).toContainText(
      msg('en-US', 'mypage_security_event_social_unlinked').replace('{name}', 'Google'),
    )
  })
})

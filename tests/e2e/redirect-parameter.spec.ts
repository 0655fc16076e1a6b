import type { BrowserContext } from '@playwright/test'
import { agreeOnConsentPage, demoMember, expectSignedIn, newPerson, signInAtProvider } from './auth-support'
import { oauthOrigin } from './e2e-server-env'
import { expect, test } from './fixtures'
import { waitForHydration } from './support'

/** Where a visitor may be sent back to after signing in, written the ways an attacker would write another host. */
const offSiteTargets = ['https://evil.test/news', '//evil.test/news', '/\\evil.test', '/%5Cevil.test']

/** Every redirect the browser follows in `context`, as absolute addresses. */
function recordRedirects(context: BrowserContext): string[] {
  const locations: string[] = []
  // Read at once (headers(), not the asynchronous allHeaders()): a read still pending when the test ends and its
  // context closes rejects outside any test, which fails the whole run.
  context.on('response', (response) => {
    const location = response.headers().location
    if (response.status() >= 300 && response.status() < 400 && location) {
      locations.push(new URL(location, response.url()).href)
    }
  })
  return locations
}

test.describe('a redirect parameter to another host never takes the visitor off the site', () => {
  for (const target of offSiteTargets) {
    test(`signing in with a password and returnTo=${target} ends on this site`, async ({ page, context, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin
      const redirects = recordRedirects(context)
      await page.goto(`/login?lang=en-US&returnTo=${encodeURIComponent(target)}`)
      await waitForHydration(page)
      await page.locator('#login-email').fill(demoMember.email)
      await page.locator('#login-password').fill(demoMember.password)
      await page.locator('#login-password').press('Enter')
      await expectSignedIn(page, demoMember.name)
      expect(new URL(page.url()).origin).toBe(origin)
      for (const location of redirects) expect(new URL(location).origin, location).toBe(origin)
    })
  }

  test('a social sign-in started with returnTo on another host comes back to this site', async ({ page, context, baseURL }) => {
    test.slow()
    const origin = new URL(baseURL ?? '').origin
    const provider = oauthOrigin('google')
    const redirects = recordRedirects(context)
    const person = newPerson('google')
    await signInAtProvider(context, 'google', person)
    await page.goto(`/auth/start/google?mode=redirect&lang=en-US&returnTo=${encodeURIComponent('https://evil.test/x')}`)
    await agreeOnConsentPage(page, 'en-US')
    await expectSignedIn(page, person.name)
    expect(new URL(page.url()).origin).toBe(origin)
    // The only other host a redirect may name is the provider's sign-in page.
    for (const location of redirects) expect([origin, provider], location).toContain(new URL(location).origin)
  })
})

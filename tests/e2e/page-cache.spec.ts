import { demoMember, expectSignedOut, memberName, signInWithPassword, signOutButton } from './auth-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { withLang } from './support'

const html = { accept: 'text/html' }

/**
 * On a copy of the site of its own: a content change anywhere empties a process's page cache, and the specs that
 * publish on the shared server did so between a page's warming and its hit (the cause of this file's retries in CI);
 * the purge test here would empty the shared server's cache under the other specs in turn.
 */
const port = Number(process.env.E2E_PAGE_CACHE_PORT ?? 3157)
const origin = `http://127.0.0.1:${port}`
let site: SiteCopy | undefined

test.use({ baseURL: origin })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('page-cache', port, { ...e2eServerEnv })
})

test.afterAll(() => site?.stop())

test.describe('the anonymous page cache', () => {
  // One test empties the cache: the others, which count on a warm one, must not run beside it.
  test.describe.configure({ mode: 'serial' })

  test('serves a page again from memory, whole: the same bytes and policy for every anonymous visitor', async ({
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL })
    const path = withLang('/press', 'en-US')
    const rendered = await anonymous.get(path, { headers: html })
    const first = await anonymous.get(path, { headers: html })
    const second = await anonymous.get(path, { headers: html })
    expect(first.headers()['x-page-cache']).toBe('hit')
    expect(second.headers()['x-page-cache']).toBe('hit')
    // Its scripts are allowed by their hashes (decision 54), so the copies need nothing of their own.
    const policies = [rendered, first, second].map((response) => response.headers()['content-security-policy'])
    expect(policies[0]).toContain("'strict-dynamic'")
    expect(new Set(policies).size).toBe(1)
    expect(await first.text()).toBe(await rendered.text())
    expect(await second.text()).toBe(await rendered.text())
    await anonymous.dispose()
  })

  test('never answers a visitor with a cookie, nor a member page', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL })
    const path = withLang('/news', 'ko-KR')
    await anonymous.get(path, { headers: html })
    const withCookie = await anonymous.get(path, { headers: { ...html, cookie: 'member_session=not-a-real-token' } })
    expect(withCookie.headers()['x-page-cache']).toBeUndefined()
    await anonymous.dispose()
  })

  test('a signed-in member sees their own header on a page anonymous visitors get from the cache', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL })
    const path = withLang('/company/vision', 'en-US')
    await anonymous.get(path, { headers: html })
    expect((await anonymous.get(path, { headers: html })).headers()['x-page-cache']).toBe('hit')
    await anonymous.dispose()

    await signInWithPassword(page, 'en-US', demoMember.email, demoMember.password)
    await expect(memberName(page)).toBeVisible()
    const response = await page.goto(path)
    expect(response?.headers()['x-page-cache']).toBeUndefined()
    await expect(memberName(page)).toContainText(demoMember.name)
  })

  test('after signing out, the device cookie the sign-in left travels only with server-function calls: pages come from the cache', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL })
    const path = withLang('/company/history', 'en-US')
    await anonymous.get(path, { headers: html })
    await anonymous.dispose()

    await signInWithPassword(page, 'en-US', demoMember.email, demoMember.password)
    await expect(memberName(page)).toBeVisible()
    expect((await context.cookies()).find((cookie) => cookie.name === 'member_device')).toMatchObject({
      httpOnly: true,
      path: '/_serverFn',
    })
    await signOutButton(page, 'en-US').click()
    await expectSignedOut(page, 'en-US')
    const response = await page.goto(path)
    expect(response?.headers()['x-page-cache']).toBe('hit')
  })

  test('is emptied by the company backend with the admin token, and by no one else, with the API cache', async ({
    playwright,
    baseURL,
  }) => {
    const client = await playwright.request.newContext({ baseURL })
    const path = withLang('/research/intro', 'ko-KR')
    // An answer no page asks for, so that only this test reads it.
    const apiRead = '/api/v1/post/thesis?page=2&size=4'
    await client.get(path, { headers: html })
    expect((await client.get(path, { headers: html })).headers()['x-page-cache']).toBe('hit')
    await client.get(apiRead)
    expect((await client.get(apiRead)).headers()['x-api-cache']).toBe('hit')

    expect((await client.delete('/api/page-cache')).status()).toBe(401)
    expect((await client.delete('/api/page-cache', { headers: { authorization: 'Bearer wrong-token' } })).status()).toBe(401)
    expect((await client.get(path, { headers: html })).headers()['x-page-cache']).toBe('hit')

    const purge = await client.delete('/api/page-cache', { headers: { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` } })
    expect(purge.status()).toBe(204)
    expect((await client.get(path, { headers: html })).headers()['x-page-cache']).toBe('miss')
    expect((await client.get(apiRead)).headers()['x-api-cache']).toBe('miss')
    await client.dispose()
  })
})

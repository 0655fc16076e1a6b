import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import { seriousViolations } from './axe-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { signedUpMember, toast } from './member-support'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { adminApiHeaders } from './staff-api-support'
import { msg } from './support'

/**
 * Issue 40 §5: a member who agreed to one privacy policy sees, on their next visit, that a newer one was published,
 * reads it, and agrees; the agreement is recorded with the version (tests/contract/member-consents.test.ts). On a copy
 * of the build with a database of its own, since the policy changes for every member. E2E_CONSENT_PORT names its port.
 */
const port = Number(process.env.E2E_CONSENT_PORT ?? 3198)
const origin = `http://127.0.0.1:${port}`
const locale = 'ko-KR'

let site: SiteCopy | undefined
let api: APIRequestContext | undefined

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('consent', port, { ...e2eServerEnv })
  api = await playwrightRequest.newContext({ baseURL: origin })
})

test.afterAll(async () => {
  await api?.dispose()
  site?.stop()
})

/** Publishes the privacy policy again with a new effective date, as an editor does in the console. */
async function publishPrivacyEffective(request: APIRequestContext, effectiveDate: string) {
  const headers = await adminApiHeaders(request, origin)
  const list = (await (await request.get('/api/v1/admin/content/pages?size=20', { headers })).json()) as {
    data: { items: Array<{ id: number; title: string }> }
  }
  const privacy = list.data.items.find((item) => item.title === 'privacy' || item.title.includes('개인정보'))
  const path = `/api/v1/admin/content/pages/${privacy?.id}`
  const detail = (await (await request.get(path, { headers })).json()) as {
    data: { version: number; fields: Record<string, unknown> }
  }
  const saved = await request.put(path, {
    headers,
    data: { version: detail.data.version, fields: { ...detail.data.fields, effectiveDate } },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const { version } = ((await saved.json()) as { data: { version: number } }).data
  const published = await request.post(`${path}/publish`, { headers, data: { version } })
  expect(published.status(), await published.text()).toBe(200)
}

test('a member sees a new privacy policy on their next visit, reads it and agrees, and the notice is gone', async ({
  browser,
}) => {
  if (!api) throw new Error('no site copy')
  const context = await browser.newContext({ baseURL: origin })
  const page = await context.newPage()
  await signedUpMember(context, 'consent')
  await page.goto(`/mypage?lang=${locale}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('consent-notice')).toHaveCount(0)

  await publishPrivacyEffective(api, '2027-03-01')
  await page.goto(`/?lang=${locale}`)
  const notice = page.getByRole('region', { name: msg(locale, 'mypage_consent_notice') })
  await expect(notice).toContainText('2027년 3월 1일')
  expect(await seriousViolations(page)).toEqual([])
  await expect(notice.getByRole('link', { name: msg(locale, 'mypage_consent_read') })).toHaveAttribute('href', /\/privacy/)

  await notice.getByRole('button', { name: msg(locale, 'mypage_consent_agree') }).click()
  await expect(toast(page)).toContainText(msg(locale, 'mypage_consent_agreed'))
  await expect(notice).toBeHidden()
  // Agreed once: no notice on the next visit either (the member's pages read it when the page runs).
  await page.goto(`/mypage?lang=${locale}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('consent-notice')).toHaveCount(0)
  await context.close()
})

import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'
import { seriousViolations } from './axe-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, test } from './fixtures'
import { type SiteCopy, startSiteCopyWithOwnData } from './site-copy'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff, waitForConsole } from './staff-console-support'
import { msg } from './support'

/**
 * The company's details, edited by an editor in the console: the footer shows the save at once in each language (a
 * language left empty shows the Korean), the form says it saved, and a field it cannot take is refused under that
 * field with nothing lost. On a copy of the build with a database of its own, since every page's footer changes; that
 * copy holds no image, so the media library's empty states are checked here too.
 * E2E_COMPANY_PORT names its port.
 */
const port = Number(process.env.E2E_COMPANY_PORT ?? 3193)
const origin = `http://127.0.0.1:${port}`
const t = (key: string) => msg('ko-KR', key)

let site: SiteCopy | undefined
let api: APIRequestContext | undefined

test.describe.configure({ mode: 'default' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  site = await startSiteCopyWithOwnData('company', port, { ...e2eServerEnv })
  api = await playwrightRequest.newContext({ baseURL: origin })
})

test.afterAll(async () => {
  await api?.dispose()
  site?.stop()
})

async function footerOf(lang: string): Promise<string> {
  const response = await fetch(`${origin}/?lang=${lang}`, { headers: { accept: 'text/html' } })
  const html = await response.text()
  return /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
}

test('an editor changes the company details and every page shows them at once, in each language', async ({ browser }) => {
  if (!api) throw new Error('no site copy')
  const editor = await addedStaff(api, 'editor')
  const context = await browser.newContext({ baseURL: origin })
  await signedInStaff(context, editor)
  const page = await context.newPage()
  // The footer is cached for anonymous visitors before the change: the save must empty that cache.
  expect(await footerOf('en-US')).not.toContain('02-555-0100')

  await page.goto('/admin/company?lang=ko-KR')
  await waitForConsole(page)
  await page.locator('#company-name-en-US').fill('Cellactis Bio Co., Ltd.')
  await page.locator('#company-ceo-en-US').fill('')
  await page.locator('#company-businessRegNo').fill('2148851732')
  await page.getByRole('button', { name: t('admin_company_save') }).click()
  // Refused in the browser under its field, with what was typed kept.
  await expect(page.locator('#company-businessRegNo')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#company-name-en-US')).toHaveValue('Cellactis Bio Co., Ltd.')

  await page.locator('#company-businessRegNo').fill('214-88-51732')
  await page.locator('#company-phone').fill('02-555-0100')
  await page.getByRole('button', { name: t('admin_company_save') }).click()
  await expect(page.getByRole('status').filter({ hasText: t('admin_company_saved') })).toBeVisible()

  const english = await footerOf('en-US')
  expect(english).toContain('Cellactis Bio Co., Ltd.')
  expect(english).toContain('02-555-0100')
  // The representative's English was emptied: the Korean shows.
  expect(english).toContain('김도윤')
  const japanese = await footerOf('ja-JP')
  expect(japanese).toContain('02-555-0100')

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await seriousViolations(page, { within: '#console-main', allRules: true })).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  }
  await context.close()

  // An admin reads the change in the audit log as the form showed it: each language's text by its language, the map's
  // place by its latitude and longitude, never the JSON they are kept as.
  const adminContext = await browser.newContext({ baseURL: origin })
  await signedInStaff(adminContext, await addedStaff(api, 'admin'))
  const audit = await adminContext.newPage()
  await audit.goto('/admin/audit?subjectType=company&subject=1&lang=en-US')
  await waitForConsole(audit)
  const entry = audit.getByRole('row').filter({ hasText: 'company.update' }).first()
  await entry.getByText(msg('en-US', 'admin_audit_changes'), { exact: true }).click()
  await expect(entry.locator('dt[lang="en-US"]', { hasText: 'English' }).first()).toBeVisible()
  await expect(entry.locator('dd[lang="en-US"]', { hasText: 'Cellactis Bio Co., Ltd.' })).toBeVisible()
  await expect(entry.getByText('Latitude 37.40218 · Longitude 127.10871').first()).toBeVisible()
  await expect(entry).not.toContainText('{"')
  await adminContext.close()
})

test("a save over another editor's newer change shows both versions, keeps what was typed, and saves mine over theirs", async ({
  browser,
}) => {
  if (!api) throw new Error('no site copy')
  const headers = await adminApiHeaders(api, origin)
  const context = await browser.newContext({ baseURL: origin })
  await signedInStaff(context, await addedStaff(api, 'editor'))
  const page = await context.newPage()
  await page.goto('/admin/company?lang=ko-KR')
  await waitForConsole(page)
  await page.locator('#company-phone').fill('02-555-0199')
  await page.locator('#company-name-en-US').fill('Cellactis (mine)')

  // Meanwhile another editor saves a different phone number and English name.
  const read = await api.get('/api/v1/admin/content/company', { headers })
  const stored = ((await read.json()) as { data: { version: number; fields: Record<string, unknown> } }).data
  const name = { ...(stored.fields.name as Record<string, string>), 'en-US': 'Cellactis (theirs)' }
  const other = await api.put('/api/v1/admin/content/company', {
    headers,
    data: { version: stored.version, fields: { ...stored.fields, name, phone: '02-555-0177' } },
  })
  expect(other.status(), await other.text()).toBe(200)

  await page.getByRole('button', { name: t('admin_company_save') }).click()
  const conflict = page.getByTestId('stale-record')
  await expect(conflict.getByRole('heading', { name: t('admin_post_conflict_title') })).toBeVisible()
  await expect(conflict).toBeFocused()
  const both = conflict.getByTestId('both-versions')
  const theirs = both.getByRole('region', { name: t('admin_post_conflict_theirs') })
  const mine = both.getByRole('region', { name: t('admin_post_conflict_mine') })
  await expect(theirs).toContainText('02-555-0177')
  await expect(theirs).toContainText('Cellactis (theirs)')
  await expect(mine).toContainText('02-555-0199')
  await expect(mine).toContainText('Cellactis (mine)')
  await expect(theirs.getByRole('heading', { name: t('admin_company_email') })).toHaveCount(0)
  await expect(page.locator('#company-phone')).toHaveValue('02-555-0199')

  // Taking theirs puts their version in the form; what was typed can still be put back.
  await conflict.getByRole('button', { name: t('admin_post_conflict_take_theirs'), exact: true }).click()
  await expect(page.locator('#company-phone')).toHaveValue('02-555-0177')
  await page.getByRole('button', { name: t('admin_conflict_put_back'), exact: true }).click()
  await expect(page.locator('#company-phone')).toHaveValue('02-555-0199')
  await expect(page.locator('#company-name-en-US')).toHaveValue('Cellactis (mine)')

  await page.getByRole('button', { name: t('admin_company_save') }).click()
  await expect(page.getByRole('status').filter({ hasText: t('admin_company_saved') })).toBeVisible()
  const after = await api.get('/api/v1/admin/content/company', { headers })
  expect(((await after.json()) as { data: { version: number; fields: { phone: string } } }).data).toMatchObject({
    version: stored.version + 2,
    fields: { phone: '02-555-0199', name: { 'en-US': 'Cellactis (mine)' } },
  })
  expect(await footerOf('en-US')).toContain('02-555-0199')
  await context.close()
})

// The media library's empty states, each saying why (no image yet; nothing matches a search):
// app/features/staff-console/media/components/media-library.test.tsx.

import { readFileSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { EICAR } from '../../scripts/clamd/start-clamd.mjs'
import { expect, type Locale, test } from './fixtures'
import { consolePage } from './operations-support'
import { apiData } from './posts-support'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { gotoHydrated, msg, withLang } from './support'

interface DocumentRecord {
  type: string
  url: string
  fileName: string
}

/** The deck record of a type, from the site's own document API. */
async function deckRecord(request: APIRequestContext, type: 'COMPANY' | 'COMPANY_EN', locale: Locale): Promise<DocumentRecord> {
  const [record] = await apiData<DocumentRecord[]>(request, `/api/v1/documents?type=${type}`, locale)
  if (!record) throw new Error(`the API has no ${type} document`)
  return record
}

/** Clicking the link downloads the record's file: its name, and byte for byte what the record's address serves, a PDF. */
async function expectDeckDownload(page: Page, link: Locator, record: DocumentRecord, request: APIRequestContext) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(record.fileName)
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const served = await request.get(record.url)
  expect(served.status(), record.url).toBe(200)
  expect(bytes.equals(await served.body()), `the download is ${record.url}`).toBe(true)
}

test.describe('the company deck', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const [locale, fileName] of [
    ['en-US', 'cellactis-company-deck-en.pdf'],
    ['ko-KR', 'cellactis-company-deck-ko.pdf'],
    ['ja-JP', 'cellactis-company-deck-ko.pdf'],
  ] as const) {
    test(`downloads as a real PDF from the footer in ${locale}`, async ({ page }) => {
      await gotoHydrated(page, withLang('/company/intro', locale))
      const link = page.getByRole('contentinfo').getByRole('link', { name: msg(locale, 'nav_company_deck') })
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe(fileName)
      const bytes = readFileSync(await download.path())
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    })
  }

  test("downloads from the home hero in the visitor's language", async ({ page }) => {
    await gotoHydrated(page, withLang('/', 'zh-TW'))
    const link = page.getByRole('main').getByRole('link', { name: msg('zh-TW', 'nav_company_deck') })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('cellactis-company-deck-ko.pdf')
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  test('downloads the English deck (COMPANY_EN) from the home hero in en-US', async ({ page, request }) => {
    const record = await deckRecord(request, 'COMPANY_EN', 'en-US')
    await gotoHydrated(page, withLang('/', 'en-US'))
    const link = page.getByRole('main').getByRole('link', { name: msg('en-US', 'nav_company_deck'), exact: true })
    await expectDeckDownload(page, link, record, request)
  })

  for (const [locale, type] of [
    ['en-US', 'COMPANY_EN'],
    ['ko-KR', 'COMPANY'],
  ] as const) {
    test(`downloads the ${type} deck from the header menu in ${locale}`, async ({ page, request }) => {
      const record = await deckRecord(request, type, locale)
      await gotoHydrated(page, withLang('/company/vision', locale))
      const link = page.getByTestId('site-header').getByRole('link', { name: msg(locale, 'nav_company_deck'), exact: true })
      await expectDeckDownload(page, link, record, request)
    })
  }
})

/** What a visitor reading in `locale` downloads from the footer's deck link: its name and bytes. */
async function footerDeck(page: Page, locale: Locale): Promise<{ name: string; bytes: Buffer }> {
  await gotoHydrated(page, withLang('/company/intro', locale))
  const link = page.getByRole('contentinfo').getByRole('link', { name: msg(locale, 'nav_company_deck') })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) }
}

// A 1×1 PNG: an image, whatever its name says.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('the company deck as staff replace it', () => {
  // The browser's own line for the refused upload (400), which the console shows in the cell.
  test.use({ viewport: { width: 1280, height: 800 }, allowedConsoleErrors: [/status of 400/] })

  // Chinese (simplified) readers only: no other test downloads their deck.
  test('an editor uploads the zh-CN deck in the console (not an image, not one carrying malware), zh-CN visitors download it, and removing it brings back the shipped one', async ({
    page,
    browser,
    request,
  }) => {
    const t = (key: string) => msg('ko-KR', key)
    const editor = await addedStaff(request, 'editor')
    await signedInStaff(page.context(), editor)
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
    try {
      await consolePage(page, '/admin/documents', 'ko-KR')
      const cell = page.getByTestId('document-cell-COMPANY-zh-CN')
      await expect(cell).toContainText(t('admin_documents_uses_shipped'))

      await cell.locator('input[type=file]').setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: png })
      await expect(cell.getByRole('alert')).toHaveText(t('admin_documents_not_pdf'))

      const replacement = readFileSync('public/documents/cellactis-mcn.pdf')
      // A PDF carrying malware: the end-to-end server scans with clamd (decision 102).
      const infected = Buffer.concat([replacement, Buffer.from(EICAR)])
      await cell.locator('input[type=file]').setInputFiles({ name: 'deck.pdf', mimeType: 'application/pdf', buffer: infected })
      await expect(cell.getByRole('alert')).toHaveText(t('admin_documents_infected'))

      await cell
        .locator('input[type=file]')
        .setInputFiles({ name: '회사소개서-중문.pdf', mimeType: 'application/pdf', buffer: replacement })
      await expect(cell.getByRole('button', { name: t('admin_documents_remove') })).toBeVisible()
      await expect(cell.getByRole('alert')).toHaveCount(0)

      await expect
        .poll(async () => (await footerDeck(visitor, 'zh-CN')).bytes.equals(replacement), { timeout: 10_000 })
        .toBe(true)
      // Japanese readers have no file of their own: still the shipped Korean deck.
      expect((await footerDeck(visitor, 'ja-JP')).name).toBe('cellactis-company-deck-ko.pdf')

      page.once('dialog', (dialog) => void dialog.accept())
      await cell.getByRole('button', { name: t('admin_documents_remove') }).click()
      await expect(cell).toContainText(t('admin_documents_uses_shipped'))
      await expect
        .poll(async () => (await footerDeck(visitor, 'zh-CN')).name, { timeout: 10_000 })
        .toBe('cellactis-company-deck-ko.pdf')
    } finally {
      await visitor.context().close()
      // Whatever happened above, the next run starts from the shipped deck.
      await request.delete('/api/v1/admin/content/documents/COMPANY/files/zh-CN', {
        headers: await adminApiHeaders(request),
      })
    }
  })
})

test.describe('the document’s names as staff edit them', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  // No other test reads this document's names.
  const type = 'BRAND_PERFORMANCE'
  const path = `/api/v1/admin/content/documents/${type}/name`
  async function storedDocument(request: APIRequestContext) {
    const answer = await request.get('/api/v1/admin/content/documents', { headers: await adminApiHeaders(request) })
    const list = ((await answer.json()) as { data: { type: string; version: number; name: Record<string, string> }[] }).data
    const found = list.find((document) => document.type === type)
    if (!found) throw new Error(`no ${type} document`)
    return found
  }

  test('a rename over another editor’s newer one shows both names, keeps what was typed, and renames over theirs', async ({
    page,
    request,
  }) => {
    const t = (key: string) => msg('ko-KR', key)
    const shipped = await storedDocument(request)
    await signedInStaff(page.context(), await addedStaff(request, 'editor'))
    try {
      await consolePage(page, '/admin/documents', 'ko-KR')
      await page
        .getByRole('row')
        .filter({ hasText: type })
        .getByRole('button', { name: t('admin_documents_edit_names') })
        .click()
      await page.locator(`#document-name-${type}-en-US`).fill('Performance (mine)')

      // Meanwhile another editor renames it.
      const other = await request.put(path, {
        headers: await adminApiHeaders(request),
        data: { version: shipped.version, name: { ...shipped.name, 'en-US': 'Performance (theirs)' } },
      })
      expect(other.status(), await other.text()).toBe(200)

      await page.getByRole('button', { name: t('admin_documents_save_names') }).click()
      const conflict = page.getByTestId('stale-record')
      await expect(conflict.getByRole('heading', { name: t('admin_post_conflict_title') })).toBeVisible()
      const both = conflict.getByTestId('both-versions')
      await expect(both.getByRole('region', { name: t('admin_post_conflict_theirs') })).toContainText('Performance (theirs)')
      await expect(both.getByRole('region', { name: t('admin_post_conflict_mine') })).toContainText('Performance (mine)')
      await expect(page.locator(`#document-name-${type}-en-US`)).toHaveValue('Performance (mine)')

      await conflict.getByRole('button', { name: t('admin_post_conflict_keep_mine'), exact: true }).click()
      await expect(page.getByTestId('documents-notice')).toHaveText(t('admin_documents_renamed'))
      expect(await storedDocument(request)).toMatchObject({
        version: shipped.version + 2,
        name: { 'en-US': 'Performance (mine)' },
      })
    } finally {
      // The next run starts from the shipped names.
      const now = await storedDocument(request)
      await request.put(path, { headers: await adminApiHeaders(request), data: { version: now.version, name: shipped.name } })
    }
  })
})

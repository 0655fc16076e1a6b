import { readFileSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, type Locale, test } from './fixtures'
import { apiData } from './posts-support'
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

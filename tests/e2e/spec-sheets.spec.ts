import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, type Locale, test } from './fixtures'
import { consolePage } from './operations-support'
import { apiData } from './posts-support'
import { adminApiHeaders } from './staff-api-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { gotoHydrated, msg, withLang } from './support'

interface Material {
  id: number
  name: string
  specSheet: { url: string; fileName: string; bytes: number; locale: Locale } | null
}

/** The raw materials of the page's first page, as the page reads them. */
async function materials(request: APIRequestContext, locale: Locale): Promise<Material[]> {
  return (await apiData<{ items: Material[] }>(request, '/api/v1/product/material?page=1&size=6', locale)).items
}

/** Clicks a material card's sheet link on /business/material and returns what the browser saved. */
async function downloadFromCard(page: Page, locale: Locale, name: string) {
  await gotoHydrated(page, withLang('/business/material', locale))
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
  const link = card.getByRole('link', { name: new RegExp(`^${msg(locale, 'product_spec_sheet')}`) })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  return { link, name: download.suggestedFilename(), bytes: readFileSync(await download.path()) }
}

test.describe('a raw material’s specification sheet', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  // The first material: the other test replaces the second one's.
  for (const [locale, language] of [
    ['ko-KR', '한국어'],
    ['en-US', 'English'],
  ] as const) {
    test(`downloads as a PDF in ${locale} from the material's card, which says its language and size`, async ({
      page,
      request,
    }) => {
      const [first] = await materials(request, locale)
      if (!first?.specSheet) throw new Error('the first material has no sheet')
      const saved = await downloadFromCard(page, locale, first.name)
      await expect(saved.link).toContainText(`PDF · ${language} · `)
      expect(saved.name).toBe(first.specSheet.fileName)
      expect(saved.bytes.subarray(0, 5).toString()).toBe('%PDF-')
      expect(saved.bytes.byteLength).toBe(first.specSheet.bytes)
    })
  }
})

// A 1×1 PNG: an image, whatever its name says.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('a specification sheet as staff replace it', () => {
  // The browser's own line for the refused upload (400), which the console shows in the cell.
  test.use({ viewport: { width: 1280, height: 800 }, allowedConsoleErrors: [/status of 400/] })

  test('an editor replaces the Korean sheet in the console and the card links the new one', async ({
    page,
    browser,
    request,
  }) => {
    const t = (key: string) => msg('ko-KR', key)
    const [, second] = await materials(request, 'ko-KR')
    if (!second) throw new Error('no second material')
    const editor = await addedStaff(request, 'editor')
    await signedInStaff(page.context(), editor)
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
    try {
      await consolePage(page, '/admin/documents', 'ko-KR')
      const cell = page.getByTestId(`spec-sheet-cell-${second.id}-ko-KR`)
      await expect(cell.getByRole('link', { name: t('admin_documents_shipped') })).toBeVisible()

      await cell.locator('input[type=file]').setInputFiles({ name: 'sheet.pdf', mimeType: 'application/pdf', buffer: png })
      await expect(cell.getByRole('alert')).toHaveText(t('admin_documents_not_pdf'))

      const replacement = readFileSync('public/documents/cellactis-brand-contents.pdf')
      await cell
        .locator('input[type=file]')
        .setInputFiles({ name: '사양서-개정.pdf', mimeType: 'application/pdf', buffer: replacement })
      await expect(cell.getByRole('button', { name: t('admin_documents_remove') })).toBeVisible()
      await expect(cell.getByRole('alert')).toHaveCount(0)
      await expect(page.getByTestId('spec-sheets-notice')).toHaveText(
        t('admin_documents_uploaded').replace('{language}', '한국어'),
      )

      await expect
        .poll(async () => (await downloadFromCard(visitor, 'ko-KR', second.name)).bytes.equals(replacement), { timeout: 10_000 })
        .toBe(true)
      // English keeps the shipped sheet.
      const english = (await materials(request, 'en-US')).find((item) => item.id === second.id)
      expect(english?.specSheet?.url).toMatch(/^\/documents\/spec-sheets\/.+-en\.pdf$/)
    } finally {
      await visitor.context().close()
      // Whatever happened above, the next run starts from the shipped sheet.
      await request.delete(`/api/v1/admin/content/spec-sheets/${second.id}/ko-KR`, {
        headers: await adminApiHeaders(request),
      })
    }
  })
})

import { isPhoneRequired } from '~/api/contract/inquiry-form'
import {
  attachFiles,
  contactForm,
  DRAFT_KEY,
  fillInquiry,
  openContact,
  pdfFile,
  pngFile,
  RECEIPT_PATTERN,
  receiptNumberShown,
  sampleInquiry,
} from './contact-support'
import { e2eServerEnv } from './e2e-server-env'
import { expect, locales, test } from './fixtures'
import { msg } from './support'

/**
 * The inquiry form in every language: an inquiry with attachments sent and arriving; every validation message, the
 * consent and the phone number where a language requires it in the browser in one language each (in all five:
 * app/features/inquiries/components/inquiry-form.test.tsx); the success panel after sending. When sending fails:
 * contact-failures.spec.ts; the draft and the attachments: contact-draft.spec.ts; the keyboard: contact-keyboard.spec.ts.
 */

const requiredEverywhere = [
  'inquiry_error_type_required',
  'inquiry_error_company_required',
  'inquiry_error_name_required',
  'inquiry_error_email_required',
  'inquiry_error_subject_required',
  'inquiry_error_content_required',
  'inquiry_error_consent_required',
]
/** The retention promise in Korean: destroyed within 3 months after processing. */
const retentionPromise = '3개월 이내'

test.describe('the inquiry form', () => {
  // Solving the proof of work and uploading take a few seconds on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 })

  for (const locale of locales) {
    test(`sends an inquiry with attachments in ${locale} and it arrives`, async ({ page, request }) => {
      await openContact(page, locale)
      const form = contactForm(page, locale)
      const input = sampleInquiry(locale)
      await fillInquiry(page, locale, input)
      await expect(page.getByTestId('contact-captcha-status')).toHaveAttribute('data-status', 'verified', { timeout: 30_000 })
      await expect(page.getByText(msg(locale, 'inquiry_no_files'))).toBeVisible()
      await attachFiles(page, locale, [pdfFile(), pngFile()])
      await expect(form.fileList.getByRole('listitem')).toHaveCount(2)
      await form.consent.check()
      await form.submit.click()

      const heading = page.getByRole('heading', { name: msg(locale, 'inquiry_success') })
      await expect(heading).toBeVisible({ timeout: 20_000 })
      await expect(heading).toBeFocused()
      const receipt = await receiptNumberShown(page, locale)
      expect(receipt).toMatch(new RegExp(`^${RECEIPT_PATTERN.source}$`))

      // The staff see it: the same receipt, language, text and both files.
      const answer = await request.get(`/api/v1/admin/inquiries/${receipt}`, {
        headers: { authorization: `Bearer ${e2eServerEnv.ADMIN_TOKEN}` },
      })
      expect(answer.status()).toBe(200)
      const { data } = await answer.json()
      expect(data).toMatchObject({
        receiptNumber: receipt,
        type: 'RAW_MATERIAL',
        locale,
        company: input.company,
        email: input.email,
        content: input.content,
        attachmentCount: 2,
      })
      expect(data.attachments.map((file: { originalName: string }) => file.originalName).sort()).toEqual([
        'label.png',
        'product-spec.pdf',
      ])

      // Success clears the draft: nothing comes back on reload.
      expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull()
      await page.reload()
      await expect(form.company).toHaveValue('')
      await expect(form.content).toHaveValue('')
    })
  }

  // zh-CN: a language where the phone number is required too.
  for (const locale of ['zh-CN'] as const) {
    test(`shows every validation message in ${locale}`, async ({ page }) => {
      await openContact(page, locale)
      const form = contactForm(page, locale)
      await form.submit.click()

      await expect(page.getByRole('heading', { name: msg(locale, 'inquiry_error_check_input') })).toBeVisible()
      for (const key of requiredEverywhere) await expect(page.getByText(msg(locale, key), { exact: true })).toBeVisible()
      const phoneRequired = page.getByText(msg(locale, 'inquiry_error_phone_required'), { exact: true })
      await expect(phoneRequired).toHaveCount(isPhoneRequired(locale) ? 1 : 0)
      // Focus goes to the first field with a problem; each control carries its message.
      await expect(form.category()).toBeFocused()
      await expect(form.company).toHaveAttribute('aria-invalid', 'true')
      await expect(form.company).toHaveAccessibleDescription(msg(locale, 'inquiry_error_company_required'))
      await expect(form.consent).toHaveAccessibleDescription(msg(locale, 'inquiry_error_consent_required'))

      // Fixing a field takes its message away; a bad format gets its own message when the field is left.
      await form.company.fill('Hanbit')
      await expect(page.getByText(msg(locale, 'inquiry_error_company_required'), { exact: true })).toHaveCount(0)
      await expect(form.company).not.toHaveAttribute('aria-invalid', 'true')
      await form.email.fill('not-an-address')
      await form.email.blur()
      await expect(page.getByText(msg(locale, 'inquiry_error_email_invalid'), { exact: true })).toBeVisible()
      await form.phone.fill('call me maybe')
      await form.phone.blur()
      await expect(page.getByText(msg(locale, 'inquiry_error_phone_invalid'), { exact: true })).toBeVisible()
      await form.content.fill('x'.repeat(10_001))
      await form.content.blur()
      await expect(page.getByText(msg(locale, 'inquiry_error_too_long'), { exact: true })).toBeVisible()
    })
  }

  for (const locale of ['ko-KR'] as const) {
    test(`states what the consent covers and asks for it with a box of its own (${locale})`, async ({ page }) => {
      let requests = 0
      await page.route('**/api/inquiries', async (route) => {
        requests += 1
        await route.fulfill({ status: 201, json: { data: { receiptNumber: 'Q-20261121-C0NSNT' } } })
      })
      await openContact(page, locale)
      const form = contactForm(page, locale)
      const consent = page.getByRole('region', { name: msg(locale, 'contact_consent_heading') })
      const parts = ['purpose', 'items', 'retention', 'refusal']
      await expect(consent.getByRole('term')).toHaveText(parts.map((part) => msg(locale, `contact_consent_${part}_label`)))
      await expect(consent.getByRole('definition')).toHaveText(parts.map((part) => msg(locale, `contact_consent_${part}`)))
      // The retention promise: destroyed within 3 months after processing.
      await expect(consent.getByRole('definition').nth(2)).toContainText(retentionPromise)

      // Everything else filled, the unticked box alone stops the submission, with its message at the box.
      await expect(form.consent).not.toBeChecked()
      await expect(form.consent).toHaveAttribute('aria-required', 'true')
      await fillInquiry(page, locale, sampleInquiry(locale))
      await form.submit.click()
      await expect(form.consent).toBeFocused()
      await expect(form.consent).toHaveAccessibleDescription(msg(locale, 'inquiry_error_consent_required'))
      await expect(page.getByTestId('contact-error-summary').getByRole('listitem')).toHaveCount(1)
      expect(requests).toBe(0)

      await form.consent.check()
      await expect(consent.getByText(msg(locale, 'inquiry_error_consent_required'))).toHaveCount(0)
      await form.submit.click()
      await expect(page.getByRole('heading', { name: msg(locale, 'inquiry_success') })).toBeVisible({ timeout: 20_000 })
      expect(requests).toBe(1)
    })
  }

  // en-US: a language where it is optional, so the form goes without it.
  for (const locale of ['en-US'] as const) {
    test(`asks for the phone number only where the language requires it (${locale})`, async ({ page }) => {
      const required = isPhoneRequired(locale)
      let requests = 0
      await page.route('**/api/inquiries', async (route) => {
        requests += 1
        await route.fulfill({ status: 201, json: { data: { receiptNumber: 'Q-20261121-PH0NE0' } } })
      })
      await openContact(page, locale)
      const form = contactForm(page, locale)
      const marker = msg(locale, required ? 'contact_required' : 'contact_optional')
      await expect(page.locator('label[for="contact-mobile"]')).toContainText(`${msg(locale, 'contact_phone_label')}(${marker})`)
      await fillInquiry(page, locale, sampleInquiry(locale), { phone: false })
      await form.consent.check()
      await form.submit.click()
      if (required) {
        await expect(page.getByText(msg(locale, 'inquiry_error_phone_required'), { exact: true })).toBeVisible()
        await expect(form.phone).toBeFocused()
        expect(requests).toBe(0)
      } else {
        await expect(page.getByRole('heading', { name: msg(locale, 'inquiry_success') })).toBeVisible({ timeout: 20_000 })
        expect(requests).toBe(1)
      }
    })
  }
})

test.describe('after sending', () => {
  test('the whole success panel shows below the fixed header (desktop)', async ({ page }) => {
    const locale = 'en-US'
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({ status: 201, json: { data: { receiptNumber: 'Q-20261121-P4NEL0' } } }),
    )
    await openContact(page, locale)
    await fillInquiry(page, locale, sampleInquiry(locale))
    await contactForm(page, locale).consent.check()
    await contactForm(page, locale).submit.click()
    const panel = page.getByTestId('contact-success')
    await expect(panel.getByRole('heading', { name: msg(locale, 'inquiry_success') })).toBeFocused({ timeout: 20_000 })
    // Once the header has slid back in (the page got shorter, so it scrolled up) and stands still.
    const measure = () =>
      page.evaluate(() => {
        const header = document.querySelector('[data-testid="site-header"]')?.getBoundingClientRect()
        const top = document.querySelector('[data-testid="contact-success"]')?.getBoundingClientRect().top
        return { headerBottom: Math.round(header?.bottom ?? -1), panelTop: Math.round(top ?? -1) }
      })
    await expect.poll(async () => (await measure()).headerBottom).toBe(80)
    const { headerBottom, panelTop } = await measure()
    expect(panelTop, 'the panel starts below the header').toBeGreaterThanOrEqual(headerBottom)
  })

  test('on a phone the receipt number stays on one line', async ({ page }) => {
    const locale = 'ko-KR'
    await page.setViewportSize({ width: 320, height: 700 })
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({ status: 201, json: { data: { receiptNumber: 'Q-20261121-N0WRAP' } } }),
    )
    await openContact(page, locale)
    await fillInquiry(page, locale, sampleInquiry(locale))
    await contactForm(page, locale).consent.check()
    await contactForm(page, locale).submit.click()
    const receipt = page.getByTestId('contact-receipt')
    await expect(receipt).toBeVisible({ timeout: 20_000 })
    expect(await receiptNumberShown(page, locale)).toBe('Q-20261121-N0WRAP')
    const lines = await receipt.evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const start = node.textContent?.indexOf('Q-') ?? -1
        if (start < 0) continue
        const range = document.createRange()
        range.setStart(node, start)
        range.setEnd(node, start + 'Q-20261121-N0WRAP'.length)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }
      return 0
    })
    expect(lines).toBe(1)
  })
})

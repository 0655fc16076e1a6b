import {
  attachFiles,
  contactForm,
  fillInquiry,
  openContact,
  pdfFile,
  pngFile,
  RECEIPT_PATTERN,
  receiptNumberShown,
  sampleInquiry,
} from './contact-support'
import { expect, test } from './fixtures'
import { msg } from './support'

/** The inquiry form when sending fails: the visitor is told why, nothing typed or attached is lost, nothing is sent twice. */

test.describe('when sending fails', () => {
  test.describe.configure({ timeout: 90_000 })
  test.use({ allowedConsoleErrors: [/Failed to load resource/] })

  test('every field and file is kept and the visitor is told why, then a retry goes through', async ({ page }) => {
    const locale = 'ko-KR'
    const serverMessage = msg(locale, 'api_error_rate_limited')
    const answers = [
      (route: Parameters<Parameters<typeof page.route>[1]>[0]) =>
        route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
      (route: Parameters<Parameters<typeof page.route>[1]>[0]) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '600' },
          json: { error: { status: 429, code: 'rate_limited', message: serverMessage } },
        }),
      (route: Parameters<Parameters<typeof page.route>[1]>[0]) => route.abort('failed'),
    ]
    const expected = [msg(locale, 'contact_error_server'), serverMessage, msg(locale, 'contact_error_network')]
    let call = 0
    await page.route('**/api/inquiries', async (route) => {
      const answer = answers[call]
      call += 1
      if (answer) await answer(route)
      else await route.fallback()
    })

    await openContact(page, locale)
    const form = contactForm(page, locale)
    const input = sampleInquiry(locale)
    await fillInquiry(page, locale, input)
    await attachFiles(page, locale, [pdfFile(), pngFile()])
    await form.consent.check()

    for (const message of expected) {
      await form.submit.click()
      const failure = page.getByTestId('contact-failure')
      await expect(failure).toContainText(message, { timeout: 20_000 })
      await expect(failure).toContainText(msg(locale, 'contact_input_kept'))
      await expect(form.category('RAW_MATERIAL')).toBeChecked()
      await expect(form.company).toHaveValue(input.company)
      await expect(form.fullName).toHaveValue(input.fullName)
      await expect(form.email).toHaveValue(input.email)
      await expect(form.phone).toHaveValue(input.phone)
      await expect(form.subject).toHaveValue(input.subject)
      await expect(form.content).toHaveValue(input.content)
      await expect(form.fileList.getByRole('listitem')).toHaveCount(2)
      await expect(form.consent).toBeChecked()
      await expect(form.submit).toBeEnabled()
    }

    // The fourth try reaches the real server, with the same text and both files.
    await form.submit.click()
    await expect(page.getByRole('heading', { name: msg(locale, 'inquiry_success') })).toBeVisible({ timeout: 20_000 })
    expect(await receiptNumberShown(page, locale)).toMatch(RECEIPT_PATTERN)
  })

  test('a server refusal of one field is shown at that field', async ({ page }) => {
    const locale = 'ja-JP'
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: {
            status: 400,
            code: 'validation_failed',
            message: msg(locale, 'inquiry_error_check_input'),
            fields: { email: { code: 'inquiry_error_email_invalid', message: msg(locale, 'inquiry_error_email_invalid') } },
          },
        },
      }),
    )
    await openContact(page, locale)
    const form = contactForm(page, locale)
    await fillInquiry(page, locale, sampleInquiry(locale))
    await form.consent.check()
    await form.submit.click()
    await expect(form.email).toBeFocused({ timeout: 20_000 })
    await expect(form.email).toHaveAttribute('aria-invalid', 'true')
    await expect(form.email).toHaveAccessibleDescription(msg(locale, 'inquiry_error_email_invalid'))
    await expect(page.getByTestId('contact-error-summary')).toBeVisible()
  })

  test('a second click while sending sends nothing more', async ({ page }) => {
    const locale = 'en-US'
    let requests = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/inquiries', async (route) => {
      requests += 1
      await held
      await route.fulfill({ status: 201, json: { data: { receiptNumber: 'Q-20261121-0NCE00' } } })
    })
    await openContact(page, locale)
    const form = contactForm(page, locale)
    await fillInquiry(page, locale, sampleInquiry(locale))
    await form.consent.check()
    await expect(page.getByTestId('contact-captcha-status')).toHaveAttribute('data-status', 'verified', { timeout: 30_000 })
    await form.submit.click()
    const sending = page.getByRole('button', { name: msg(locale, 'contact_submitting') })
    await expect(sending).toBeDisabled({ timeout: 20_000 })
    await sending.click({ force: true })
    await sending.press('Enter')
    release()
    await expect(page.getByRole('heading', { name: msg(locale, 'inquiry_success') })).toBeVisible()
    expect(requests).toBe(1)
  })
})

import { seriousViolations } from './axe-support'
import {
  attachFiles,
  contactForm,
  DRAFT_KEY,
  exeFile,
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

const requiredEverywhere = [
  'inquiry_error_type_required',
  'inquiry_error_company_required',
  'inquiry_error_name_required',
  'inquiry_error_email_required',
  'inquiry_error_subject_required',
  'inquiry_error_content_required',
  'inquiry_error_consent_required',
]
const phoneRequiredIn = new Set(['zh-CN', 'zh-TW'])
const retentionPromise = {
  'ko-KR': '3개월 이내',
  'en-US': 'within 3 months',
  'zh-CN': '3个月内',
  'zh-TW': '3個月內',
  'ja-JP': '3か月以内',
}

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

  for (const locale of locales) {
    test(`shows every validation message in ${locale}`, async ({ page }) => {
      await openContact(page, locale)
      const form = contactForm(page, locale)
      await form.submit.click()

      await expect(page.getByRole('heading', { name: msg(locale, 'inquiry_error_check_input') })).toBeVisible()
      for (const key of requiredEverywhere) await expect(page.getByText(msg(locale, key), { exact: true })).toBeVisible()
      const phoneRequired = page.getByText(msg(locale, 'inquiry_error_phone_required'), { exact: true })
      await expect(phoneRequired).toHaveCount(phoneRequiredIn.has(locale) ? 1 : 0)
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

  for (const locale of locales) {
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
      await expect(consent.getByRole('definition').nth(2)).toContainText(retentionPromise[locale])

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

  for (const locale of locales) {
    test(`asks for the phone number only where the language requires it (${locale})`, async ({ page }) => {
      const required = phoneRequiredIn.has(locale)
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

test.describe('the draft and the attachments', () => {
  // An axe run takes seconds on a busy two-core machine.
  test.describe.configure({ timeout: 60_000 })

  test('the typed text and the consent tick survive a reload; the dropped files are named, to be attached again', async ({
    page,
  }) => {
    const locale = 'zh-TW'
    await openContact(page, locale)
    const form = contactForm(page, locale)
    const input = sampleInquiry(locale)
    await fillInquiry(page, locale, input)
    await attachFiles(page, locale, [pngFile(), pdfFile()])
    await form.consent.check()
    await page.reload()
    await expect(form.category('RAW_MATERIAL')).toBeChecked()
    await expect(form.company).toHaveValue(input.company)
    await expect(form.phone).toHaveValue(input.phone)
    await expect(form.content).toHaveValue(input.content)
    await expect(form.consent).toBeChecked()
    await expect(page.getByText(msg(locale, 'inquiry_no_files'))).toBeVisible()
    const again = page.getByTestId('contact-attach-again')
    await expect(again).toContainText(msg(locale, 'contact_files_again').split('{names}')[0] ?? '')
    await expect(again).toContainText(pngFile().name)
    await expect(again).toContainText(pdfFile().name)
    // Choosing files again is the answer: the notice goes.
    await attachFiles(page, locale, [pngFile()])
    await expect(again).toHaveCount(0)
  })

  test('files are checked before sending and can be removed', async ({ page }) => {
    const locale = 'en-US'
    await openContact(page, locale)
    const form = contactForm(page, locale)
    await attachFiles(page, locale, [pdfFile(), exeFile(), pngFile()])
    await expect(page.getByText(msg(locale, 'contact_file_not_added_type').replace('{name}', 'setup.exe'))).toBeVisible()
    const items = form.fileList.getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText('product-spec.pdf')
    await expect(items.first()).toContainText('bytes')

    await attachFiles(
      page,
      locale,
      ['a', 'b', 'c', 'd'].map((name) => pngFile(`${name}.png`)),
    )
    await expect(items).toHaveCount(5)
    await expect(
      page.getByText(msg(locale, 'contact_file_not_added_count').replace('{name}', 'd.png').replace('{max}', '5')),
    ).toBeVisible()

    for (let left = 5; left > 0; left -= 1) {
      await items.first().getByRole('button').click()
      await expect(form.chooseFiles).toBeFocused()
    }
    await expect(page.getByText(msg(locale, 'inquiry_no_files'))).toBeVisible()
  })

  test('the form with its messages shown has no serious axe violation', async ({ page }) => {
    await openContact(page, 'ko-KR')
    await contactForm(page, 'ko-KR').submit.click()
    await expect(page.getByTestId('contact-error-summary')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
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

test.describe('moving through the form with the keyboard', () => {
  test('Tab passes the category group in one stop, arrows choose inside it, and passing empty fields shows no message', async ({
    page,
  }) => {
    const locale = 'ko-KR'
    await openContact(page, locale)
    const form = contactForm(page, locale)
    // From the breadcrumb, the last stop before the form, as a visitor tabbing down the page does.
    await page
      .getByRole('navigation', { name: msg(locale, 'breadcrumb_label') })
      .getByRole('link')
      .last()
      .focus()
    await page.keyboard.press('Tab')
    await expect(form.category('OEM_ODM')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.company).toBeFocused()
    for (const field of [form.fullName, form.email, form.phone, form.subject, form.content]) {
      await page.keyboard.press('Tab')
      await expect(field).toBeFocused()
    }
    await page.keyboard.press('Tab')
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
    await expect(page.locator('[id^="contact-"][id$="-error"]:not(:empty)')).toHaveCount(0)

    // Back into the group: one stop, then the arrows choose.
    await form.company.focus()
    await page.keyboard.press('Shift+Tab')
    await expect(form.category('OEM_ODM')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(form.category('RAW_MATERIAL')).toBeFocused()
    await expect(form.category('RAW_MATERIAL')).toBeChecked()
    await page.keyboard.press('Shift+Tab')
    await expect(form.category('OEM_ODM')).not.toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.category('RAW_MATERIAL')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.company).toBeFocused()

    // Typed in and left: now the field says what is wrong.
    await form.email.fill('not-an-address')
    await page.keyboard.press('Tab')
    await expect(page.getByText(msg(locale, 'inquiry_error_email_invalid'), { exact: true })).toBeVisible()
    await expect(form.company).not.toHaveAttribute('aria-invalid', 'true')
  })
})

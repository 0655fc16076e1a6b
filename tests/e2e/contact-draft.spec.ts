import { seriousViolations } from './axe-support'
import { attachFiles, contactForm, exeFile, fillInquiry, openContact, pdfFile, pngFile, sampleInquiry } from './contact-support'
import { expect, test } from './fixtures'
import { msg } from './support'

/** The inquiry form's draft, kept over a reload, and its attachments, checked before sending; the form checked with axe. */

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

import { contactForm, openContact } from './contact-support'
import { expect, test } from './fixtures'
import { msg } from './support'

/** The inquiry form with the keyboard: the category group is one stop, and passing empty fields shows no message. */

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

import type { Page } from '@playwright/test'
import { expect, type Locale, test } from './fixtures'
import { gotoHydrated, withLang } from './support'

/**
 * A field's message shows once the visitor typed in it and left it, or on submit; tabbing across an empty form
 * marks nothing (issue 25, item 10). The same shared form-field code serves every form of the site.
 */
const locale: Locale = 'en-US'
const editable =
  'main form :is(input[type="text"], input[type="email"], input[type="password"], input[type="tel"], textarea):not([readonly])'

async function tabAcrossTheForm(page: Page) {
  const first = page.locator(editable).first()
  await first.focus()
  for (let stop = 0; stop < 14; stop += 1) await page.keyboard.press('Tab')
}

async function expectNoMessages(page: Page) {
  await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(0)
  await expect(page.locator('main [id$="-error"]:not(:empty)')).toHaveCount(0)
}

/** Typed in, emptied and left: a required field says so at once. */
async function expectMessageAfterTyping(page: Page) {
  const field = page.locator(`${editable}:is([required], [aria-required="true"])`).first()
  await field.fill('x')
  await field.fill('')
  await field.press('Tab')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
}

// In a real browser, with real Tab presses, on one form; the sign-in and sign-up forms and the member's forms on /mypage
// and /sample are component tests (app/features/sign-in/components/sign-in-forms.test.tsx,
// app/features/member-area/components/member-forms.test.tsx).
test('/contact: tabbing across the empty form marks no field; typing then leaving one does', async ({ page }) => {
  await gotoHydrated(page, withLang('/contact', locale))
  await tabAcrossTheForm(page)
  await expectNoMessages(page)
  await expectMessageAfterTyping(page)
})

import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { gotoMemberPage, signedUpMember } from './member-support'
import { gotoHydrated, msg, withLang } from './support'

/**
 * Two fields side by side (from the md breakpoint) line up: their boxes top and bottom level, whatever hint or
 * message stands under one of them, and a button beside a field level with the field's box.
 */
test.use({ viewport: { width: 1280, height: 900 } })

async function box(control: Locator) {
  const found = await control.boundingBox()
  if (!found) throw new Error('the control is not on screen')
  return { top: Math.round(found.y), bottom: Math.round(found.y + found.height) }
}

async function expectLevel(left: Locator, right: Locator, when: string) {
  expect(await box(right), when).toEqual(await box(left))
}

/** An invalid value, then leaving the field: its message appears under it. */
async function refuse(page: Page, control: Locator, value: string) {
  await control.fill(value)
  await control.blur()
  const id = await control.getAttribute('id')
  await expect(page.locator(`#${id}-error`)).toBeVisible()
}

test('/contact: the email and phone boxes are level with a hint under one and a message under the other', async ({ page }) => {
  await gotoHydrated(page, withLang('/contact', 'en-US'))
  const email = page.locator('#contact-email')
  const phone = page.locator('#contact-mobile')
  await expect(page.locator('#contact-mobile-hint')).toBeVisible()
  await expectLevel(email, phone, 'with the phone hint')

  await refuse(page, email, 'not-an-address')
  await expectLevel(email, phone, 'with a message under the email box')
  await refuse(page, phone, '12')
  await expectLevel(email, phone, 'with messages under both')
})

test('/sample: the recipient and mobile boxes are level, and the address search button with the postcode box', async ({
  page,
  context,
}) => {
  await signedUpMember(context, 'form-rows')
  await gotoMemberPage(page, '/sample', 'ko-KR')
  const recipient = page.locator('#sample-recipient')
  const mobile = page.locator('#sample-mobile')
  await expectLevel(recipient, mobile, 'with the mobile hint')
  await refuse(page, mobile, '12')
  await expectLevel(recipient, mobile, 'with a message under the mobile box')

  const zipcode = page.locator('#sample-zipcode')
  const search = page.getByRole('button', { name: msg('ko-KR', 'mypage_find_address'), exact: true })
  await expectLevel(zipcode, search, 'the address search beside the postcode')
  await refuse(page, zipcode, '12')
  await expectLevel(zipcode, search, 'with a message under the postcode box')
})

import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { consolePage, sentInquiry } from './operations-support'
import { addedStaff, signedInStaff } from './staff-console-support'
import { msg } from './support'

/**
 * Issue 39 §5: the console's tables with the longest texts a visitor can send. At 1280 px the inquiry list keeps every
 * column in view: a 200-character subject takes at most two lines, cut with an ellipsis, whole on hover (its title) and
 * while its row has focus; a receipt number never breaks. At a phone's width each row is a card naming its fields.
 */
const locale = 'ko-KR'
const t = (key: string) => msg(locale, key)
const longSubject = (tag: string) =>
  `${tag} 포스트바이오틱스 원료(Lactobacillus plantarum CLT-17 열처리 사균체)의 장기 보관 조건, 수출용 성적서와 원산지 증명서, 그리고 대량 구매 시 단가와 납기에 관한 문의드립니다. 회신 부탁드립니다`.slice(
    0,
    200,
  )

async function inquiryList(page: Page, tag: string) {
  await consolePage(page, `/admin/inquiries?q=${encodeURIComponent(tag)}`, locale)
  const table = page.getByRole('table', { name: t('admin_nav_inquiries') })
  await expect(table.getByRole('row')).toHaveCount(2)
  return table
}

const lineCount = (element: Locator) =>
  element.evaluate((node) =>
    Math.round(node.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(node).lineHeight)),
  )

test('a 200-character subject keeps the inquiry list within a 1280 px window, cut to two lines and whole on hover and focus', async ({
  page,
  context,
  request,
}) => {
  const inquiry = await sentInquiry(request, '', longSubject)
  const subject = longSubject(inquiry.tag)
  await signedInStaff(context, await addedStaff(request, 'support'))
  await page.setViewportSize({ width: 1280, height: 800 })
  const table = await inquiryList(page, inquiry.tag)

  // Every column in view: the table's box does not scroll sideways.
  const box = table.locator('xpath=..')
  expect(await box.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0)
  const text = table.getByTitle(subject, { exact: true })
  await expect(text).toHaveText(subject)
  expect(await lineCount(text)).toBeLessThanOrEqual(2)
  const receipt = table.getByRole('link', { name: inquiry.receipt, exact: true })
  expect(await lineCount(receipt)).toBe(1)

  // Its row has focus (the receipt's link): the subject shows whole.
  await receipt.focus()
  expect(await lineCount(text)).toBeGreaterThan(2)
  await receipt.blur()
  expect(await lineCount(text)).toBeLessThanOrEqual(2)
})

test('at a phone’s width each row of a console table is a card that names its fields', async ({ page, context, request }) => {
  const inquiry = await sentInquiry(request, '', longSubject)
  await signedInStaff(context, await addedStaff(request, 'support'))
  await page.setViewportSize({ width: 390, height: 844 })
  const table = await inquiryList(page, inquiry.tag)
  const row = table.getByRole('row').nth(1)
  // Still a table to assistive technology, its header row out of sight.
  await expect(table.getByRole('columnheader', { name: t('admin_inquiry_receipt') })).toBeAttached()
  expect((await table.locator('thead').boundingBox())?.height).toBeLessThanOrEqual(1)
  // The cells' names are their own text: the column's name drawn before each is not read again.
  await expect(table.getByRole('cell', { name: inquiry.receipt, exact: true })).toBeVisible()
  const rowBox = await row.boundingBox()
  expect(rowBox?.width ?? 999).toBeLessThanOrEqual(390)
  const labels = await row
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => /^"([^"]*)"/.exec(getComputedStyle(cell, '::before').content)?.[1]))
  expect(labels.slice(0, 2)).toEqual([t('admin_inquiry_receipt'), t('admin_inquiry_received')])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

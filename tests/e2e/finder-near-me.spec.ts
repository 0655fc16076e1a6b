import { seriousViolations } from './axe-support'
import { FINDER } from './finder-page-support'
import { expect, type Locale, test } from './fixtures'
import { gotoHydrated, msg, withLang } from './support'

/**
 * Issue 40 §1: "near me" in the pharmacy finder. The place is asked only on a click and goes in a POST body (never in
 * the address); the nearest pharmacies come with their distance; refused, the finder says so and keeps its filters.
 */
const busanCityHall = { latitude: 35.1798, longitude: 129.075 }

test.describe('with the visitor’s place shared', () => {
  test.use({ geolocation: busanCityHall, permissions: ['geolocation'], viewport: { width: 390, height: 844 } })

  test('lists the nearest pharmacies with their distance, and goes back to the region search (ja-JP, phone)', async ({
    page,
  }) => {
    const locale: Locale = 'ja-JP'
    await gotoHydrated(page, withLang(FINDER, locale))
    const address = page.url()
    const nearby = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('_serverFn'))
    await page.getByRole('button', { name: msg(locale, 'pharmacy_near_me') }).click()
    // The place travels in the body of a POST, never in an address.
    expect((await nearby).postData()).toContain('35.1798')
    const section = page.getByRole('region', { name: msg(locale, 'pharmacy_near_heading') })
    const first = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first()
    await expect(first).toContainText(/ここから\d+(\.\d)? k?m/)
    await expect(first).toContainText('부산광역시')
    expect(page.url()).toBe(address)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await seriousViolations(page)).toEqual([])

    await section.getByRole('button', { name: msg(locale, 'pharmacy_near_more') }).click()
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(20)

    await page.getByRole('button', { name: msg(locale, 'pharmacy_near_back') }).click()
    await expect(section).toBeHidden()
    await expect(page.getByTestId('pharmacy-count')).toBeVisible()
  })
})

test('a visitor who does not share their place is told to search by region, and the filters stay (en-US)', async ({
  page,
  context,
}) => {
  const locale: Locale = 'en-US'
  await context.clearPermissions()
  await gotoHydrated(page, withLang(FINDER, locale))
  await page.getByRole('button', { name: msg(locale, 'pharmacy_near_me') }).click()
  await expect(page.getByText(msg(locale, 'pharmacy_near_denied'))).toBeVisible()
  await expect(page.getByTestId('pharmacy-count')).toBeVisible()
})

import type { Locator, Page, Request } from '@playwright/test'
import { siteDefaults } from '../../app/config/site-defaults'
import { expect, type Locale, locales, test } from './fixtures'
import { gotoHydrated, msg, withLang } from './support'

/**
 * The directions page (/company/contactUS) as a visitor meets it with the default configuration: no Kakao map
 * key, so a static location panel and a link to Kakao Map, and not one request to Kakao. Labels come from the
 * message files, the company details from the site defaults the server runs with.
 */

test.use({ viewport: { width: 1280, height: 900 } })

const PATH = '/company/contactUS'
const { company } = siteDefaults

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

function main(page: Page): Locator {
  return page.getByRole('main')
}

function mapLink(page: Page, locale: Locale): Locator {
  const name = `${msg(locale, 'directions_open_map')} (${msg(locale, 'nav_opens_new_tab')})`
  return main(page).getByRole('link', { name, exact: true })
}

const isKakaoOrDaum = (request: Request) => /(^|\.)(kakao\.com|daumcdn\.net)$/.test(new URL(request.url()).hostname)

for (const locale of locales) {
  test.describe(`directions (${locale})`, () => {
    test('fits a phone screen without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 })
      await gotoHydrated(page, withLang(PATH, locale))
      const overflow = await main(page).evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(overflow, 'the page content is wider than the screen').toBeLessThanOrEqual(0)
    })
  })
}

/**
 * What needs the real site, in one language each: the response's policy and the network (the panel's text, the link's
 * address and the page's content in every language are component tests: directions-page.test.tsx).
 */
test.describe('directions, network', () => {
  test('without a map key, shows a static location panel and never asks Kakao', async ({ page }) => {
    const locale: Locale = 'ko-KR'
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (isKakaoOrDaum(request)) thirdParty.push(request.url())
    })
    const response = await page.goto(withLang(PATH, locale))
    // The maps SDK's hosts are not allowed (the postcode search of the member forms is, path by path).
    expect(response?.headers()['content-security-policy']).not.toMatch(/kakao\.com|mts\.daumcdn|t1\.daumcdn\.net(?!\/)/)

    const panel = main(page).getByRole('img', {
      name: fill(msg(locale, 'directions_map_static_label'), { name: company.name[locale], address: company.address[locale] }),
      exact: true,
    })
    await panel.scrollIntoViewIfNeeded()
    await expect(panel).toBeVisible()
    await expect(panel).toContainText(company.address[locale])
    // Scrolled into view and given time: the map area would have started loading by now if it were going to.
    await page.waitForLoadState('networkidle')
    await expect(panel).toBeVisible()
    expect(await page.locator('script[src*="dapi.kakao.com"]').count()).toBe(0)
    expect(await page.evaluate(() => 'kakao' in window)).toBe(false)
    expect(thirdParty).toEqual([])
  })

  test('links to the company on Kakao Map, in a new tab the site cannot reach', async ({ page, context }) => {
    const locale: Locale = 'en-US'
    // The new tab's request is answered here: the test checks where the link goes, not Kakao's site.
    await context.route('https://map.kakao.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    )
    await gotoHydrated(page, withLang(PATH, locale))
    const link = mapLink(page, locale)
    await expect(link).toHaveAttribute('target', '_blank')
    const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? []
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    const href = (await link.getAttribute('href')) ?? ''
    const url = new URL(href)
    expect(url.origin).toBe('https://map.kakao.com')
    const [label, lat, lng] = decodeURIComponent(url.pathname.replace(/^\/link\/map\//, '')).split(',')
    expect(url.pathname.startsWith('/link/map/')).toBe(true)
    expect(label).toBe(company.name[locale].replaceAll(',', ' ').replace(/\s+/g, ' ').trim())
    expect({ lat: Number(lat), lng: Number(lng) }).toEqual(company.location)

    await link.focus()
    await expect(link).toBeFocused()
    const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(href)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?lang=${locale}$`))
    await popup.close()
  })
})

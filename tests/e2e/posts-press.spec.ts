import { expect, test } from './fixtures'
import {
  apiPage,
  entryLinks,
  expectEntryTitles,
  expectLinkTo,
  lastPageOf,
  listEntries,
  longDate,
  main,
  nextLink,
  type PressItem,
  pageLink,
  previousLink,
  totalLine,
} from './posts-support'
import { gotoHydrated, msg, withLang } from './support'

/**
 * The press list: its rows as the API's first page, each title opening the outlet's article in a new tab that cannot
 * reach back to the site, and its pages.
 */

test.use({ viewport: { width: 1280, height: 800 } })

test.describe('press', () => {
  test("rows equal the API's first page: title links open the outlet in a new tab, with outlet and date", async ({
    page,
    request,
  }) => {
    const locale = 'en-US'
    const list = await apiPage<PressItem>(request, 'press', locale)
    expect(list.items.length).toBe(10)
    await gotoHydrated(page, withLang('/press', locale))
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_pr_press'))
    await expect(main(page).getByText(totalLine(locale, list.total), { exact: true })).toBeVisible()

    const rows = listEntries(page)
    await expect(rows).toHaveCount(list.items.length)
    for (const [index, item] of list.items.entries()) {
      const row = rows.nth(index)
      const link = row.getByRole('heading', { level: 2 }).getByRole('link')
      await expect(link).toContainText(item.title)
      await expect(link).toHaveAccessibleName(`${item.title} (${msg(locale, 'nav_opens_new_tab')})`)
      await expect(link).toHaveAttribute('href', item.link)
      await expect(link).toHaveAttribute('target', '_blank')
      const rel = (await link.getAttribute('rel')) ?? ''
      expect(rel.split(/\s+/), item.link).toContain('noopener')
      await expect(row).toContainText(item.outlet)
      await expect(row.locator('time')).toHaveAttribute('datetime', item.publishedAt)
      await expect(row.locator('time')).toHaveText(longDate(item.publishedAt, locale))
    }
  })

  test('a title link opens the article in a new tab that cannot reach back to the site', async ({ page, context, request }) => {
    const locale = 'en-US'
    const [item] = (await apiPage<PressItem>(request, 'press', locale)).items
    if (!item) throw new Error('the API has no press article')
    // The outlet's site is never contacted: the new tab gets a stand-in page.
    await context.route(
      (url) => url.origin === new URL(item.link).origin,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outlet</title>' }),
    )
    await gotoHydrated(page, withLang('/press', locale))
    const [tab] = await Promise.all([context.waitForEvent('page'), entryLinks(page).first().click()])
    await tab.waitForLoadState()
    expect(tab.url()).toBe(item.link)
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    expect(new URL(page.url()).pathname, 'the site stays open in its own tab').toBe('/press')
    await tab.close()
  })

  test("page 2 by address shows the API's page 2; the last page has no next link", async ({ page, request }) => {
    const locale = 'zh-CN'
    const first = await apiPage<PressItem>(request, 'press', locale)
    const last = lastPageOf(first)
    expect(last, 'press has more than one page').toBeGreaterThan(1)
    const second = await apiPage<PressItem>(request, 'press', locale, { page: 2 })
    await gotoHydrated(page, withLang('/press?page=2', locale))
    await expectEntryTitles(
      page,
      second.items.map((item) => ({ title: `${item.title} (${msg(locale, 'nav_opens_new_tab')})` })),
    )
    await expect(pageLink(page, locale, 2)).toHaveAttribute('aria-current', 'page')
    await expectLinkTo(previousLink(page, locale), '/press', locale)
    if (last === 2) await expect(nextLink(page, locale)).toHaveCount(0)
    else await expectLinkTo(nextLink(page, locale), '/press', locale, { page: 3 })
  })
})

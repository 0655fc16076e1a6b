import { expect, test } from './fixtures'
import { largestCategory } from './posts-list-support'
import {
  apiDetail,
  apiPage,
  categoryNav,
  entryLinks,
  expectAddress,
  expectEntryTitles,
  main,
  nextLink,
  type PatentDetail,
  type PatentSummary,
  type PressItem,
  type ThesisDetail,
  type ThesisSummary,
  totalLine,
} from './posts-support'
import { expectSameDocument, gotoHydrated, markWindow, msg, withLang } from './support'

/**
 * Walking the press, patent and paper lists by clicks in one document: a next page and back, a category, an entry and
 * back to its list. The news: posts-navigation-news.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 800 } })

test.describe('press pagination (clicks)', () => {
  test('next shows the API page 2, back restores page 1', async ({ page, request }) => {
    const locale = 'ko-KR'
    const suffix = ` (${msg(locale, 'nav_opens_new_tab')})`
    const first = await apiPage<PressItem>(request, 'press', locale)
    const second = await apiPage<PressItem>(request, 'press', locale, { page: 2 })
    expect(second.items.length).toBeGreaterThan(0)
    await gotoHydrated(page, withLang('/press', locale))
    await markWindow(page)
    await nextLink(page, locale).click()
    await expectAddress(page, '/press', locale, { page: 2 })
    await expectEntryTitles(
      page,
      second.items.map((item) => ({ title: item.title + suffix })),
    )
    await expect(entryLinks(page).first()).toHaveAttribute('href', second.items[0]?.link ?? '')
    await page.goBack()
    await expectAddress(page, '/press', locale)
    await expectEntryTitles(
      page,
      first.items.map((item) => ({ title: item.title + suffix })),
    )
    await expectSameDocument(page)
  })
})

test.describe('patents and papers (clicks)', () => {
  test('patents: a category filters the list as the API does; a row opens the patent; back to the list', async ({
    page,
    request,
  }) => {
    const locale = 'zh-CN'
    const category = await largestCategory(request, 'patent', locale)
    const filtered = await apiPage<PatentSummary>(request, 'patent', locale, { category: category.id })
    const [item] = filtered.items
    if (!item) throw new Error(`no patent in ${category.name}`)
    const patent = await apiDetail<PatentDetail>(request, 'patent', item.id, locale)

    await gotoHydrated(page, withLang('/research/patent', locale))
    await markWindow(page)
    await categoryNav(page, locale).getByRole('link', { name: category.name, exact: true }).click()
    await expectAddress(page, '/research/patent', locale, { category: category.id })
    await expect(main(page).getByText(totalLine(locale, filtered.total), { exact: true })).toBeVisible()
    await expectEntryTitles(page, filtered.items)

    await entryLinks(page).first().click()
    await expectAddress(page, `/research/patent/${patent.id}`, locale)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(patent.title)
    await expect(main(page).locator('dl')).toContainText(patent.applicationNumber)
    await expect(main(page).getByText(patent.summary, { exact: true })).toBeVisible()

    await main(page)
      .getByRole('link', { name: msg(locale, 'back_to_list'), exact: true })
      .click()
    await expectAddress(page, '/research/patent', locale)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'nav_research_patent'))
    await expectSameDocument(page)
  })

  test('papers: a category filters the list as the API does; a row opens the paper with its DOI link', async ({
    page,
    request,
  }) => {
    const locale = 'ja-JP'
    const category = await largestCategory(request, 'thesis', locale)
    const filtered = await apiPage<ThesisSummary>(request, 'thesis', locale, { category: category.id })
    const [item] = filtered.items
    if (!item) throw new Error(`no paper in ${category.name}`)
    const thesis = await apiDetail<ThesisDetail>(request, 'thesis', item.id, locale)

    await gotoHydrated(page, withLang('/research/thesis', locale))
    await markWindow(page)
    await categoryNav(page, locale).getByRole('link', { name: category.name, exact: true }).click()
    await expectAddress(page, '/research/thesis', locale, { category: category.id })
    await expect(main(page).getByText(totalLine(locale, filtered.total), { exact: true })).toBeVisible()
    await expectEntryTitles(page, filtered.items)

    await entryLinks(page).first().click()
    await expectAddress(page, `/research/thesis/${thesis.id}`, locale)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(thesis.title)
    await expect(main(page).getByRole('link', { name: thesis.doi })).toHaveAttribute('href', `https://doi.org/${thesis.doi}`)
    await expect(main(page).getByText(thesis.abstract, { exact: true })).toBeVisible()

    await page.goBack()
    await expectAddress(page, '/research/thesis', locale, { category: category.id })
    await expectEntryTitles(page, filtered.items)
    await expectSameDocument(page)
  })
})

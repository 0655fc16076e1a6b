import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectServerListsAsApi } from './posts-list-support'
import {
  apiAll,
  apiDetail,
  apiPage,
  breadcrumbNav,
  hrefWithLang,
  LIST_PATH,
  longDate,
  main,
  type PatentDetail,
  type PatentSummary,
  type ThesisDetail,
  type ThesisSummary,
} from './posts-support'
import { BRAND, decodeHtml, gotoHydrated, msg, withLang } from './support'

/**
 * The patents and the papers: their lists as the API's pages and categories, a patent's facts and summary, a paper's
 * facts, DOI link and abstract, and their breadcrumbs.
 */

test.use({ viewport: { width: 1280, height: 800 } })

/** The page's definition list holds exactly these term/value pairs, in order. */
async function expectDefinitions(page: Page, facts: Array<[string, string]>): Promise<void> {
  const list = main(page).locator('dl')
  await expect(list.locator('dt')).toHaveText(facts.map(([term]) => term))
  await expect(list.locator('dd')).toHaveText(facts.map(([, value]) => value))
}

test.describe('patent and paper pages', () => {
  test('mark only their own breadcrumb as the current page (server HTML)', async ({ request }) => {
    const locale = 'en-US'
    for (const kind of ['patent', 'thesis'] as const) {
      const [item] = (await apiPage<{ id: number; title: string }>(request, kind, locale)).items
      if (!item) throw new Error(`the API has no ${kind}`)
      const html = await (await request.get(withLang(`${LIST_PATH[kind]}/${item.id}`, locale))).text()
      const content = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? ''
      expect(content, `${kind} ${item.id} has a main element`).not.toBe('')
      const marked = [...content.matchAll(/<(\w+)\b[^>]*\baria-current="page"[^>]*>([^<]*)</g)].map((match) =>
        decodeHtml(match[2] ?? ''),
      )
      expect(marked, `the elements marked aria-current="page" in the main content of ${kind} ${item.id}`).toEqual([item.title])
    }
  })
})

// What the lists show of the API's pages (rows, totals, category and page marks, in every language) is
// app/features/posts/components/research-list-pages.test.tsx's; choosing a category or a page in the browser is
// posts-navigation.spec.ts's.
test.describe('the research lists', () => {
  test("the server shows the API's entries and total at the first page, every category, page 2 and the last page", async ({
    request,
  }) => {
    await expectServerListsAsApi(request, 'patent', 'ko-KR')
    await expectServerListsAsApi(request, 'thesis', 'ja-JP')
  })
})

test.describe('patents', () => {
  test('a registered and a filed patent show their facts and summary', async ({ page, request }) => {
    const locale = 'en-US'
    const all = await apiAll<PatentSummary>(request, 'patent', locale)
    const registered = all.find((item) => item.status === 'registered' && item.registrationNumber && item.registeredAt)
    const filed = all.find((item) => item.status === 'filed')
    if (!registered || !filed) throw new Error('the API needs a registered and a filed patent')
    for (const summary of [registered, filed]) {
      const patent = await apiDetail<PatentDetail>(request, 'patent', summary.id, locale)
      await gotoHydrated(page, withLang(`/research/patent/${patent.id}`, locale))
      await expect(page).toHaveTitle(`${patent.title} | ${BRAND}`)
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(patent.title)
      await expect(breadcrumbNav(page, locale).getByRole('listitem')).toHaveText([
        msg(locale, 'nav_home'),
        msg(locale, 'nav_research'),
        msg(locale, 'nav_research_patent'),
        patent.title,
      ])
      const facts: Array<[string, string]> = [
        [msg(locale, 'filter_category_label'), patent.categoryName],
        [
          msg(locale, 'patent_status'),
          msg(locale, patent.status === 'registered' ? 'patent_status_registered' : 'patent_status_filed'),
        ],
        [msg(locale, 'patent_office'), patent.office],
        [msg(locale, 'patent_application_number'), patent.applicationNumber],
        [msg(locale, 'patent_filed_at'), longDate(patent.filedAt, locale)],
      ]
      if (patent.registrationNumber) facts.push([msg(locale, 'patent_registration_number'), patent.registrationNumber])
      if (patent.registeredAt) facts.push([msg(locale, 'patent_registered_at'), longDate(patent.registeredAt, locale)])
      await expectDefinitions(page, facts)
      const section = main(page).getByRole('region', { name: msg(locale, 'patent_summary'), exact: true })
      await expect(section.getByText(patent.summary, { exact: true })).toBeVisible()
      await expect(main(page).getByRole('link', { name: msg(locale, 'back_to_list'), exact: true })).toHaveAttribute(
        'href',
        hrefWithLang('/research/patent', locale),
      )
    }
  })
})

test.describe('papers', () => {
  test('a paper shows authors, journal, year, volume and pages, a DOI link and the abstract', async ({ page, request }) => {
    const locale = 'en-US'
    const all = await apiAll<ThesisSummary>(request, 'thesis', locale)
    const details = await Promise.all(all.map((item) => apiDetail<ThesisDetail>(request, 'thesis', item.id, locale)))
    const thesis = details.find((item) => item.volume && item.pages) ?? details[0]
    if (!thesis) throw new Error('the API has no paper')
    await gotoHydrated(page, withLang(`/research/thesis/${thesis.id}`, locale))
    await expect(page).toHaveTitle(`${thesis.title} | ${BRAND}`)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(thesis.title)
    const volumePages = [thesis.volume, thesis.pages].filter(Boolean).join(', ')
    await expectDefinitions(page, [
      [msg(locale, 'thesis_authors'), thesis.authors.join(', ')],
      [msg(locale, 'thesis_journal'), thesis.journal],
      [msg(locale, 'thesis_year'), String(thesis.year)],
      ...(volumePages ? [[msg(locale, 'thesis_volume_pages'), volumePages] as [string, string]] : []),
      [msg(locale, 'thesis_doi'), `${thesis.doi} (${msg(locale, 'nav_opens_new_tab')})`],
    ])
    const doi = main(page).getByRole('link', { name: thesis.doi })
    await expect(doi).toHaveAttribute('href', `https://doi.org/${thesis.doi}`)
    await expect(doi).toHaveAttribute('target', '_blank')
    expect(((await doi.getAttribute('rel')) ?? '').split(/\s+/)).toContain('noopener')
    const section = main(page).getByRole('region', { name: msg(locale, 'thesis_abstract'), exact: true })
    await expect(section.getByText(thesis.abstract, { exact: true })).toBeVisible()
  })

  test("every paper's DOI link points at https://doi.org/<doi> and opens in a new tab (server HTML)", async ({ request }) => {
    const locale = 'en-US'
    const all = await apiAll<ThesisSummary>(request, 'thesis', locale)
    expect(all.length).toBeGreaterThan(0)
    for (const item of all) {
      const html = await (await request.get(withLang(`/research/thesis/${item.id}`, locale))).text()
      const anchors = [...html.matchAll(/<a\b([^>]*)>([^<]*)</g)].filter((match) => decodeHtml(match[2] ?? '') === item.doi)
      expect(anchors, `the DOI link of paper ${item.id}`).toHaveLength(1)
      const attributes = anchors[0]?.[1] ?? ''
      expect(decodeHtml(/href="([^"]*)"/.exec(attributes)?.[1] ?? ''), `paper ${item.id}`).toBe(`https://doi.org/${item.doi}`)
      expect(attributes).toContain('target="_blank"')
      expect(/rel="([^"]*)"/.exec(attributes)?.[1]?.split(/\s+/)).toContain('noopener')
    }
  })
})

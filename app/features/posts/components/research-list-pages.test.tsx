// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { patentStatuses } from '~/api/contract/posts'
import type { LocalizedText } from '~/backend/db/schema'
import { type DemoItem, demoPart, readDemoContent } from '~/backend/seed/demo-content'
import { formatDate, formatNumber } from '~/i18n/format'
import { type Locale, locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import {
  categoryNav,
  categoryOf,
  closeListPage,
  currentMarks,
  expectEntries,
  openListPage,
  paginationNav,
  shippedCategories,
} from '../../../../tests/unit/post-lists'
import { postQueries } from '../posts-queries'
import { PatentListPage } from './patent-list-page'
import { ThesisListPage } from './thesis-list-page'

afterEach(closeListPage)

const demo = await readDemoContent()
type Categorized<Fields> = DemoItem<Fields & { title: LocalizedText; categoryId: string }>
const seedPatents = demoPart<
  Categorized<{
    applicationNumber: string
    registrationNumber: string | null
    filedAt: string
    registeredAt: string | null
    status: (typeof patentStatuses)[number]
    office: 'KR' | 'US' | 'JP' | 'CN' | 'EP'
  }>
>(demo, 'patent').map((item) => item.fields)
const seedTheses = demoPart<Categorized<{ authors: string[]; journal: string; year: number; doi: string }>>(demo, 'thesis').map(
  (item) => item.fields,
)

/** The patents and the papers as the API lists them in one language, from what the site ships (the demo content). */
const shippedPatents = (locale: Locale) =>
  seedPatents.map((item, index) => ({
    id: index + 1,
    ...categoryOf('patent', locale, item.categoryId),
    title: item.title[locale] ?? '',
    applicationNumber: item.applicationNumber,
    registrationNumber: item.registrationNumber,
    filedAt: item.filedAt,
    registeredAt: item.registeredAt,
    status: item.status,
    office: item.office,
    noindex: false,
  }))
const shippedTheses = (locale: Locale) =>
  seedTheses.map((item, index) => ({
    id: index + 1,
    ...categoryOf('thesis', locale, item.categoryId),
    title: item.title[locale] ?? '',
    authors: item.authors,
    journal: item.journal,
    year: item.year,
    doi: item.doi,
    noindex: false,
  }))

type Patent = ReturnType<typeof shippedPatents>[number]
type Thesis = ReturnType<typeof shippedTheses>[number]

/** Each list: how to open it, and what one of its rows shows besides its title link and category. */
const lists = {
  patent: {
    path: '/research/patent',
    open: (locale: Locale, search: { page?: number; category?: number }) =>
      openListPage(<PatentListPage />, '/research/patent', {
        type: 'patent',
        locale,
        items: shippedPatents(locale),
        search,
        pageQuery: (query) => postQueries.patentPage(locale, query).queryKey,
        detailPage: '/research/patent/$id',
        crumb: m.nav_research_patent,
      }),
    expectRow(row: Element, item: Patent, locale: Locale) {
      expect(row.textContent).toContain(`${m.patent_application_number()} ${item.applicationNumber}`)
      if (item.registrationNumber)
        expect(row.textContent).toContain(`${m.patent_registration_number()} ${item.registrationNumber}`)
      const status = item.status === 'registered' ? m.patent_status_registered() : m.patent_status_filed()
      expect(row.textContent).toContain(`${status} · ${item.office} ·`)
      const date = item.registeredAt ?? item.filedAt
      expect(row.querySelector('time')?.getAttribute('dateTime')).toBe(date)
      expect(row.querySelector('time')?.textContent).toBe(formatDate(date, locale))
    },
  },
  thesis: {
    path: '/research/thesis',
    open: (locale: Locale, search: { page?: number; category?: number }) =>
      openListPage(<ThesisListPage />, '/research/thesis', {
        type: 'thesis',
        locale,
        items: shippedTheses(locale),
        search,
        pageQuery: (query) => postQueries.thesisPage(locale, query).queryKey,
        detailPage: '/research/thesis/$id',
        crumb: m.nav_research_thesis,
      }),
    expectRow(row: Element, item: Thesis) {
      expect(row.textContent).toContain(item.authors.join(', '))
      expect(row.textContent).toContain(`${item.journal} · ${item.year}`)
    },
  },
} as const

describe.each(locales)('the research lists (%s)', (locale) => {
  describe.each(['patent', 'thesis'] as const)('%s', (type) => {
    const list = lists[type]
    const open = (search: { page?: number; category?: number } = {}) => list.open(locale, search)
    /** The rows show the page's items in order: title linking to the item (in the language), category, facts. */
    const expectRows = (items: Array<Patent | Thesis>) =>
      expectEntries(list.path, locale, items, (row, item) => list.expectRow(row, item as Patent & Thesis, locale))

    it('rows equal the first page, with the total', async () => {
      const { page } = await open()
      expect(page.items.length).toBeGreaterThan(0)
      expect(document.body.textContent).toContain(m.list_total({ total: formatNumber(page.total) }))
      expectRows(page.items)
    })

    it('a category in the address shows only that category with its total, marked current alone', async () => {
      for (const category of shippedCategories(type, locale)) {
        const { page } = await open({ category: category.id })
        expect(page.items.length, category.name).toBeGreaterThan(0)
        expect(document.body.textContent).toContain(m.list_total({ total: formatNumber(page.total) }))
        expectRows(page.items)
        expect(currentMarks(categoryNav()), 'marked current in the category filter').toEqual([category.name])
      }
    })

    it('page 2 in the address shows page 2, marked current alone', async () => {
      const { page } = await open({ page: 2 })
      expect(page.items.length, 'the list has a second page').toBeGreaterThan(0)
      expectRows(page.items)
      expect(currentMarks(paginationNav())).toEqual([m.pagination_page({ page: '2' })])
    })
  })
})

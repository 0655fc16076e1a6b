// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { locales } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { memberAreaQueries, pointsQuery } from '../member-area-queries'
import { periodParam, pointsSearch } from '../member-area-search'
import { PointsPage } from './points-page'

let page: Awaited<ReturnType<typeof renderInRouter>> | undefined
afterEach(() => page?.unmount())

it('a new member sees a balance of 0 and an empty history, not an empty table (en-US)', async () => {
  overwriteGetLocale(() => 'en-US')
  const query = pointsQuery({})
  page = await renderInRouter(<PointsPage />, {
    routeId: '/_member-area/mypage/points',
    staticData: { crumb: m.page_mypage_points },
    member: { id: 'member-1' } as MemberInfo,
    queries: [[memberAreaQueries.points('en-US', query).queryKey, { items: [], balance: 0, total: 0, page: 1, size: 10 }]],
  })
  expect(document.querySelector('[data-testid="points-balance"]')?.textContent).toBe(m.points_amount({ points: '0' }))
  expect(document.body.textContent).toContain(m.points_empty())
  expect(document.querySelectorAll('table')).toHaveLength(0)
})

/** Twelve entries of the demo member's history, as the API answers a page of ten of them. */
const history = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  date: `2026-11-${String(20 - index).padStart(2, '0')}T01:00:00.000Z`,
  description: `Entry ${index + 1}`,
  saved: 1_000,
  used: 0,
}))

/** The points page opened at `?period=`, the API's answer for the period it takes in the cache. */
async function pointsPageAt(locale: (typeof locales)[number], period: string) {
  overwriteGetLocale(() => locale)
  const query = pointsQuery({ period: periodParam(period) })
  page = await renderInRouter(<PointsPage />, {
    routeId: '/_member-area/mypage/points',
    path: `/mypage/points?period=${period}`,
    validateSearch: pointsSearch,
    staticData: { crumb: m.page_mypage_points },
    member: { id: 'member-1' } as MemberInfo,
    queries: [
      [memberAreaQueries.points(locale, query).queryKey, { items: history, balance: 6_700, total: 12, page: 1, size: 10 }],
    ],
  })
}

const periodLink = (label: string) =>
  [...document.querySelectorAll('nav a')].find((link) => link.textContent === label) as HTMLAnchorElement

// mypage-points in the browser (mypage-lists.spec.ts, ko-KR): choosing a period and a page, and back.
describe.each(locales)('the point history (%s)', (locale) => {
  it('shows the balance and the chosen period marked, its rows captioned with it, the total, and a link to page 2', async () => {
    await pointsPageAt(locale, '6m')
    expect(document.querySelector('[data-testid="points-balance"]')?.textContent).toBe(m.points_amount({ points: '6,700' }))
    expect(periodLink(m.points_period_6m()).getAttribute('aria-current')).toBe('page')
    expect(periodLink(m.points_period_1m()).getAttribute('aria-current')).toBeNull()
    expect(document.querySelector('table caption')?.textContent).toBe(m.points_table_caption({ period: m.points_period_6m() }))
    expect(document.querySelectorAll('tbody tr')).toHaveLength(10)
    expect(document.body.textContent).toContain(m.list_total({ total: '12' }))
    expect(document.querySelector(`nav a[aria-label="${m.pagination_page({ page: '2' })}"]`)).not.toBeNull()
  })

  it('takes a period the filter does not offer as the default month, never an error', async () => {
    await pointsPageAt(locale, '1y')
    expect(periodLink(m.points_period_1m()).getAttribute('aria-current')).toBe('page')
    expect(document.querySelector('table caption')?.textContent).toBe(m.points_table_caption({ period: m.points_period_1m() }))
  })
})

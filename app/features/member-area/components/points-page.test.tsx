// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import type { MemberInfo } from '~/api/contract/sign-in-endpoints'
import { m } from '~/paraglide/messages'
import { overwriteGetLocale } from '~/paraglide/runtime'
import { renderInRouter } from '../../../../tests/unit/render-in-router'
import { memberAreaQueries, pointsQuery } from '../member-area-queries'
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

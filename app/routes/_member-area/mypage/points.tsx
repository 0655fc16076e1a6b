import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { PointsPage } from '~/features/member-area/components/points-page'
import { loaderFetch, memberAreaQueries, pointsQuery } from '~/features/member-area/member-area-queries'
import { pointsSearch } from '~/features/member-area/member-area-search'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/_member-area/mypage/points')({
  staticData: { crumb: m.page_mypage_points, parent: { label: m.page_mypage, to: '/mypage' } },
  validateSearch: pointsSearch,
  loaderDeps: ({ search: { period, page } }) => ({ period, page }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const points = await queryClient.ensureQueryData(loaderFetch(memberAreaQueries.points(getLocale(), pointsQuery(deps))))
    redirectPastTheEnd(location, points)
  },
  component: PointsPage,
})

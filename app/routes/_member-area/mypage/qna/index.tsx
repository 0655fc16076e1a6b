import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { QnaListPage } from '~/features/member-area/components/qna-list-page'
import { loaderFetch, memberAreaQueries, pagedQuery } from '~/features/member-area/member-area-queries'
import { pagedSearch } from '~/features/member-area/member-area-search'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/_member-area/mypage/qna/')({
  staticData: { crumb: m.page_mypage_qna, parent: { label: m.page_mypage, to: '/mypage' } },
  validateSearch: pagedSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const questions = memberAreaQueries.questions(getLocale(), pagedQuery(deps, 'questions'))
    redirectPastTheEnd(location, await queryClient.ensureQueryData(loaderFetch(questions)))
  },
  component: QnaListPage,
})

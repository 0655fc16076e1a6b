import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { companyQueries, HISTORY_PAGE_SIZE } from '~/features/company/company-queries'
import { HistoryPage } from '~/features/company/components/history-page'
import { pagedListSearch } from '~/features/posts/post-search'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/company/history')({
  staticData: { crumb: m.nav_company_history, section: m.nav_company, description: m.meta_company_history_description },
  validateSearch: pagedListSearch,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 1 }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const list = { page: deps.page, size: HISTORY_PAGE_SIZE }
    redirectPastTheEnd(location, await queryClient.ensureQueryData(companyQueries.historyPage(getLocale(), list)))
  },
  component: CompanyHistoryPage,
})

function CompanyHistoryPage() {
  const { page } = Route.useSearch()
  return <HistoryPage page={page ?? 1} />
}

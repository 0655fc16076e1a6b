import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { SearchPage } from '~/features/search/components/search-page'
import { searchQueryOf, siteSearchParams } from '~/features/search/search-params'
import { searchQueries } from '~/features/search/search-queries'
import { withPageMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

const pageMessages = withPageMessages('search')

export const Route = createFileRoute('/search')({
  ...pageMessages,
  staticData: { crumb: m.nav_search, description: m.meta_search_description },
  validateSearch: siteSearchParams,
  loaderDeps: ({ search: { q, type, page } }) => ({ q, type, page }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const query = searchQueryOf(deps)
    if (query) redirectPastTheEnd(location, await queryClient.ensureQueryData(searchQueries.results(getLocale(), query)))
  },
  // A page of results is no page to index: its links are followed.
  head: () => ({ ...pageMessages.head(), meta: [{ name: 'robots', content: 'noindex, follow' }] }),
  component: SearchPage,
})

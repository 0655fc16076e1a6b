import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { PatentListPage } from '~/features/posts/components/patent-list-page'
import { categorizedListSearch, listQuery } from '~/features/posts/post-search'
import { postQueries } from '~/features/posts/posts-queries'
import { feedLinks } from '~/features/seo/feeds/feed-links'
import { deferredMessagesLinks, withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/research/patent/')({
  ...withDeferredMessages,
  staticData: { crumb: m.nav_research_patent, section: m.nav_research, description: m.meta_research_patent_description },
  validateSearch: categorizedListSearch,
  loaderDeps: ({ search: { page, category } }) => ({ page, category }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const locale = getLocale()
    const categories = await queryClient.ensureQueryData(postQueries.categories(locale, 'patent'))
    redirectPastTheEnd(
      location,
      await queryClient.ensureQueryData(postQueries.patentPage(locale, listQuery('patent', deps, categories))),
    )
  },
  // The deferred catalogue's link (withDeferredMessages' head, which this one replaces), then the feeds'.
  head: () => ({ links: [...deferredMessagesLinks(), ...feedLinks('research', m.nav_research())] }),
  component: PatentListPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { ThesisListPage } from '~/features/posts/components/thesis-list-page'
import { categorizedListSearch, listQuery } from '~/features/posts/post-search'
import { postQueries } from '~/features/posts/posts-queries'
import { feedLinks } from '~/features/seo/feeds/feed-links'
import { deferredMessagesLinks, withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/research/thesis/')({
  ...withDeferredMessages,
  staticData: { crumb: m.nav_research_thesis, section: m.nav_research, description: m.meta_research_thesis_description },
  validateSearch: categorizedListSearch,
  loaderDeps: ({ search: { page, category } }) => ({ page, category }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const locale = getLocale()
    const categories = await queryClient.ensureQueryData(postQueries.categories(locale, 'thesis'))
    redirectPastTheEnd(
      location,
      await queryClient.ensureQueryData(postQueries.thesisPage(locale, listQuery('thesis', deps, categories))),
    )
  },
  // The deferred catalogue's link (withDeferredMessages' head, which this one replaces), then the feeds'.
  head: () => ({ links: [...deferredMessagesLinks(), ...feedLinks('research', m.nav_research())] }),
  component: ThesisListPage,
})

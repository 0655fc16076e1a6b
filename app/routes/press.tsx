import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { PressListPage } from '~/features/posts/components/press-list-page'
import { POST_PAGE_SIZE, pagedListSearch } from '~/features/posts/post-search'
import { postQueries } from '~/features/posts/posts-queries'
import { feedLinks } from '~/features/seo/feeds/feed-links'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/press')({
  staticData: { crumb: m.nav_pr_press, section: m.nav_pr, description: m.meta_press_description },
  validateSearch: pagedListSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const list = { page: deps.page ?? 1, size: POST_PAGE_SIZE.press }
    redirectPastTheEnd(location, await queryClient.ensureQueryData(postQueries.pressPage(getLocale(), list)))
  },
  head: () => ({ links: feedLinks('press', m.nav_pr_press()) }),
  component: PressListPage,
})

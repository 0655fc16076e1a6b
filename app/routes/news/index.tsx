import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { NewsListPage } from '~/features/posts/components/news-list-page'
import { categorizedListSearch, listQuery } from '~/features/posts/post-search'
import { postQueries } from '~/features/posts/posts-queries'
import { feedLinks } from '~/features/seo/feeds/feed-links'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/news/')({
  staticData: { crumb: m.nav_pr_news, section: m.nav_pr, description: m.meta_news_description },
  validateSearch: categorizedListSearch,
  loaderDeps: ({ search: { page, category } }) => ({ page, category }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const locale = getLocale()
    const categories = await queryClient.ensureQueryData(postQueries.categories(locale, 'news'))
    redirectPastTheEnd(
      location,
      await queryClient.ensureQueryData(postQueries.newsPage(locale, listQuery('news', deps, categories))),
    )
  },
  head: () => ({ links: feedLinks('news', m.nav_pr_news()) }),
  component: NewsListPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { headFrom } from '~/components/page/lazy-head'
import { NewsArticlePage } from '~/features/posts/components/news-article-page'
import { newsDetailRoute } from '~/features/posts/post-detail-routes'
import { postDetailSearch } from '~/features/posts/post-preview'
import { m } from '~/paraglide/messages'

// The head's code loads with the page's chunk, which holds the loader: this file is in every page's first load.
const detailRoutes = () => import('~/features/posts/post-detail-routes')

export const Route = createFileRoute('/news/$id')({
  staticData: { crumb: m.page_news_detail, section: m.nav_pr, parent: { label: m.nav_pr_news, to: '/news' } },
  ...postDetailSearch,
  loader: (context) => newsDetailRoute.loader(context),
  head: (context) => headFrom(detailRoutes, (routes) => routes.newsDetailRoute.head(context)),
  component: NewsArticlePage,
})

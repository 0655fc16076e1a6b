import { createFileRoute } from '@tanstack/react-router'
import { requireNumericId } from '~/components/page/route-params'
import { NewsArticlePage } from '~/features/posts/components/news-article-page'
import { postQueries } from '~/features/posts/posts-queries'
import { newsArticleHead } from '~/features/seo/article-head'
import { descriptionExcerpt } from '~/features/seo/description-excerpt'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/news/$id')({
  staticData: { crumb: m.page_news_detail, section: m.nav_pr, parent: { label: m.nav_pr_news, to: '/news' } },
  loader: async ({ context: { queryClient }, params }) => {
    const article = await queryClient.ensureQueryData(postQueries.news(getLocale(), requireNumericId(params.id)))
    return { crumb: article.title, description: descriptionExcerpt(article.summary || article.body) }
  },
  head: ({ match, params, loaderData }) =>
    newsArticleHead(match.context.queryClient.getQueryData(postQueries.news(getLocale(), Number(params.id)).queryKey), {
      site: match.context.site,
      pathname: match.pathname,
      locale: getLocale(),
      description: loaderData?.description,
    }),
  component: NewsArticlePage,
})

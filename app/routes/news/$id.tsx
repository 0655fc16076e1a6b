import { createFileRoute } from '@tanstack/react-router'
import { richTextPlainText } from '~/components/page/rich-text-plain-text'
import { requireNumericId } from '~/components/page/route-params'
import { NewsArticlePage } from '~/features/posts/components/news-article-page'
import { previewHeadMeta, previewSearch, previewToken } from '~/features/posts/post-preview'
import { postQueries } from '~/features/posts/posts-queries'
import { newsArticleHead } from '~/features/seo/article-head'
import { descriptionExcerpt } from '~/features/seo/description-excerpt'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/news/$id')({
  staticData: { crumb: m.page_news_detail, section: m.nav_pr, parent: { label: m.nav_pr_news, to: '/news' } },
  validateSearch: previewSearch,
  loaderDeps: ({ search: { preview } }) => ({ preview }),
  loader: async ({ context: { queryClient }, params, deps, preload }) => {
    const id = requireNumericId(params.id)
    const token = previewToken(deps.preview)
    // A draft is read only when its page is opened, never ahead of a click.
    if (token && preload) return undefined
    const query = token ? postQueries.newsPreview(getLocale(), id, token) : postQueries.news(getLocale(), id)
    const article = await queryClient.ensureQueryData(query)
    return { crumb: article.title, description: descriptionExcerpt(article.summary || richTextPlainText(article.body.doc)) }
  },
  head: ({ match, params, loaderData }) => {
    const id = Number(params.id)
    const token = match.search.preview
    const query = token ? postQueries.newsPreview(getLocale(), id, token) : postQueries.news(getLocale(), id)
    const head = newsArticleHead(match.context.queryClient.getQueryData(query.queryKey), {
      site: match.context.site,
      pathname: match.pathname,
      locale: getLocale(),
      description: loaderData?.description,
    })
    return token ? { ...head, meta: [...(head.meta ?? []), ...previewHeadMeta] } : head
  },
  component: NewsArticlePage,
})

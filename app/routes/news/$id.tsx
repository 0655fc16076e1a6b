import { createFileRoute } from '@tanstack/react-router'
import { richTextPlainText } from '~/components/page/rich-text-plain-text'
import { NewsArticlePage } from '~/features/posts/components/news-article-page'
import { postDetailHead, postDetailSearch } from '~/features/posts/post-detail-head'
import { loadPostDetail } from '~/features/posts/post-detail-loader'
import { postDetailQueries } from '~/features/posts/posts-queries'
import { newsArticleHead } from '~/features/seo/article-head'
import { descriptionExcerpt } from '~/features/seo/description-excerpt'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/news/$id')({
  staticData: { crumb: m.page_news_detail, section: m.nav_pr, parent: { label: m.nav_pr_news, to: '/news' } },
  ...postDetailSearch,
  loader: (context) =>
    loadPostDetail(context, postDetailQueries.news, (article) =>
      descriptionExcerpt(article.summary || richTextPlainText(article.body.doc)),
    ),
  head: (context) => postDetailHead(context, postDetailQueries.news, { articleHead: newsArticleHead }),
  component: NewsArticlePage,
})

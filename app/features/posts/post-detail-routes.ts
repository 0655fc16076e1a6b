import { richTextPlainText } from '~/components/page/rich-text-plain-text'
import { deferredMessagesLinks } from '~/i18n/deferred-messages'
import { newsArticleHead, thesisHead } from '../seo/article-head'
import { descriptionExcerpt } from '../seo/description-excerpt'
import { type PostDetailHeadContext, postDetailHead } from './post-detail-head'
import { loadPostDetail, type PostDetailLoaderContext } from './post-detail-loader'
import { postDetailQueries } from './post-detail-queries'

/**
 * The loader and the head of the news, patent and paper pages. Their routes import this module statically for the
 * loader, which goes in the page's chunk, and lazily for the head, so that the items' queries, the sharing tags and
 * the articles' structured data load with those pages, not with every page (decision 11).
 */
export const newsDetailRoute = {
  loader: (context: PostDetailLoaderContext) =>
    loadPostDetail(context, postDetailQueries.news, (article) =>
      descriptionExcerpt(article.summary || richTextPlainText(article.body.doc)),
    ),
  head: (context: PostDetailHeadContext) => postDetailHead(context, postDetailQueries.news, { articleHead: newsArticleHead }),
}

export const patentDetailRoute = {
  loader: (context: PostDetailLoaderContext) =>
    loadPostDetail(context, postDetailQueries.patent, (patent) => descriptionExcerpt(patent.summary)),
  head: (context: PostDetailHeadContext) => postDetailHead(context, postDetailQueries.patent, { links: deferredMessagesLinks }),
}

export const thesisDetailRoute = {
  loader: (context: PostDetailLoaderContext) =>
    loadPostDetail(context, postDetailQueries.thesis, (thesis) => descriptionExcerpt(thesis.abstract)),
  head: (context: PostDetailHeadContext) =>
    postDetailHead(context, postDetailQueries.thesis, { articleHead: thesisHead, links: deferredMessagesLinks }),
}

import { createFileRoute } from '@tanstack/react-router'
import { ThesisPage } from '~/features/posts/components/thesis-page'
import { postDetailHead, postDetailSearch } from '~/features/posts/post-detail-head'
import { loadPostDetail } from '~/features/posts/post-detail-loader'
import { postDetailQueries } from '~/features/posts/posts-queries'
import { thesisHead } from '~/features/seo/article-head'
import { descriptionExcerpt } from '~/features/seo/description-excerpt'
import { deferredMessagesLinks, withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/research/thesis/$id')({
  beforeLoad: withDeferredMessages.beforeLoad,
  staticData: {
    crumb: m.page_thesis_detail,
    section: m.nav_research,
    parent: { label: m.nav_research_thesis, to: '/research/thesis' },
  },
  ...postDetailSearch,
  loader: (context) => loadPostDetail(context, postDetailQueries.thesis, (thesis) => descriptionExcerpt(thesis.abstract)),
  head: (context) => postDetailHead(context, postDetailQueries.thesis, { articleHead: thesisHead, links: deferredMessagesLinks }),
  component: ThesisPage,
})

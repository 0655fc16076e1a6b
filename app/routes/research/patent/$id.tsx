import { createFileRoute } from '@tanstack/react-router'
import { PatentPage } from '~/features/posts/components/patent-page'
import { postDetailHead, postDetailSearch } from '~/features/posts/post-detail-head'
import { loadPostDetail } from '~/features/posts/post-detail-loader'
import { postDetailQueries } from '~/features/posts/posts-queries'
import { descriptionExcerpt } from '~/features/seo/description-excerpt'
import { deferredMessagesLinks, withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/research/patent/$id')({
  beforeLoad: withDeferredMessages.beforeLoad,
  staticData: {
    crumb: m.page_patent_detail,
    section: m.nav_research,
    parent: { label: m.nav_research_patent, to: '/research/patent' },
  },
  ...postDetailSearch,
  loader: (context) => loadPostDetail(context, postDetailQueries.patent, (patent) => descriptionExcerpt(patent.summary)),
  head: (context) => postDetailHead(context, postDetailQueries.patent, { links: deferredMessagesLinks }),
  component: PatentPage,
})

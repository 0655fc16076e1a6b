import { createFileRoute } from '@tanstack/react-router'
import { headFrom } from '~/components/page/lazy-head'
import { ThesisPage } from '~/features/posts/components/thesis-page'
import { thesisDetailRoute } from '~/features/posts/post-detail-routes'
import { postDetailSearch } from '~/features/posts/post-preview'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

// The head's code loads with the page's chunk, which holds the loader: this file is in every page's first load.
const detailRoutes = () => import('~/features/posts/post-detail-routes')

export const Route = createFileRoute('/research/thesis/$id')({
  beforeLoad: withDeferredMessages.beforeLoad,
  staticData: {
    crumb: m.page_thesis_detail,
    section: m.nav_research,
    parent: { label: m.nav_research_thesis, to: '/research/thesis' },
  },
  ...postDetailSearch,
  loader: (context) => thesisDetailRoute.loader(context),
  head: (context) => headFrom(detailRoutes, (routes) => routes.thesisDetailRoute.head(context)),
  component: ThesisPage,
})

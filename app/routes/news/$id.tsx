import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { requireNumericId } from '~/components/page/route-params'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/news/$id')({
  staticData: { crumb: m.page_news_detail, section: m.nav_pr },
  beforeLoad: ({ params }) => requireNumericId(params.id),
  component: PendingPage,
})

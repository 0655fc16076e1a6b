import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { requireNumericId } from '~/components/page/route-params'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/research/thesis/$id')({
  staticData: { crumb: m.page_thesis_detail, section: m.nav_research },
  beforeLoad: ({ params }) => requireNumericId(params.id),
  component: PendingPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/research/thesis/')({
  staticData: { crumb: m.nav_research_thesis, section: m.nav_research },
  component: PendingPage,
})

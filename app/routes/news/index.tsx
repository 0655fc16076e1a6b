import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/news/')({
  staticData: { crumb: m.nav_pr_news, section: m.nav_pr },
  component: PendingPage,
})

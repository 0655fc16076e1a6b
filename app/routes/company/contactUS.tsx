import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/company/contactUS')({
  staticData: { crumb: m.nav_company_directions, section: m.nav_company },
  component: PendingPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/company/vision')({
  staticData: { crumb: m.nav_company_vision, section: m.nav_company },
  component: PendingPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/company/intro')({
  staticData: { crumb: m.nav_company_intro, section: m.nav_company },
  component: PendingPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/business/material')({
  staticData: { crumb: m.nav_business_material, section: m.nav_business },
  component: PendingPage,
})

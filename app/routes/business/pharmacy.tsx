import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { pharmacySearch } from '~/features/pharmacies/pharmacy-search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/business/pharmacy')({
  staticData: { crumb: m.nav_business_pharmacy, section: m.nav_business },
  validateSearch: pharmacySearch,
  component: PendingPage,
})

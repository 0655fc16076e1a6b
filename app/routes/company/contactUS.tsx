import { createFileRoute } from '@tanstack/react-router'
import { DirectionsPage } from '~/features/company/components/directions-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/company/contactUS')({
  staticData: { crumb: m.nav_company_directions, section: m.nav_company, description: m.directions_meta_description },
  component: DirectionsPage,
})

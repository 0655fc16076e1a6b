import { createFileRoute } from '@tanstack/react-router'
import { DirectionsPage } from '~/features/company/components/directions-page'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/company/contactUS')({
  ...withDeferredMessages,
  staticData: { crumb: m.nav_company_directions, section: m.nav_company, description: m.meta_directions_description },
  component: DirectionsPage,
})

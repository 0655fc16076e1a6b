import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/features/inquiries/components/contact-page'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/contact')({
  ...withDeferredMessages,
  staticData: { crumb: m.page_contact, section: m.nav_pr, description: m.meta_contact_description },
  component: ContactPage,
})

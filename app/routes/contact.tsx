import { loadDeferredMessages, messagesPreloadLinks } from 'virtual:client-messages'
import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/features/inquiries/components/contact-page'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/contact')({
  staticData: { crumb: m.page_contact, section: m.nav_pr, description: m.meta_contact_description },
  // The form's messages are a catalogue of their own (`deferred` in vite.config.ts): linked for the first load,
  // loaded before a client navigation renders the page.
  beforeLoad: () => loadDeferredMessages(),
  head: () => ({ links: messagesPreloadLinks(getLocale(), 'deferred') }),
  component: ContactPage,
})

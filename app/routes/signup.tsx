import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/signup')({
  staticData: { crumb: m.page_signup, description: m.meta_signup_description },
  component: PendingPage,
})

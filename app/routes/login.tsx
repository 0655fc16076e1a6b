import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/login')({
  staticData: { crumb: m.page_login, description: m.meta_login_description },
  component: PendingPage,
})

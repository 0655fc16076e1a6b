import { createFileRoute } from '@tanstack/react-router'
import { PendingPage } from '~/components/page/pending-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_member/mypage')({
  staticData: { crumb: m.page_mypage },
  component: PendingPage,
})

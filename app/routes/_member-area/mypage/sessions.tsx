import { createFileRoute } from '@tanstack/react-router'
import { SessionsPage } from '~/features/member-area/components/sessions-page'
import { memberSessionsQuery } from '~/features/member-area/member-sessions-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/_member-area/mypage/sessions')({
  staticData: { crumb: m.page_mypage_sessions, parent: { label: m.page_mypage, to: '/mypage' } },
  // Fetched for the first render; a failure is the page's own error state (with a retry), not the error page.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(memberSessionsQuery(getLocale())),
  component: SessionsPage,
})

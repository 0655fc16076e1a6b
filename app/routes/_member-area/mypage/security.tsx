import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '~/features/member-area/components/security-page'
import { passkeysQuery } from '~/features/member-area/passkeys-queries'
import { secondFactorStatusQuery } from '~/features/member-area/second-factor-queries'
import { socialAccountsQuery } from '~/features/member-area/social-accounts-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/_member-area/mypage/security')({
  staticData: { crumb: m.page_mypage_security, parent: { label: m.page_mypage, to: '/mypage' } },
  // Fetched for the first render; a failure is the page's own error state (with a retry), not the error page.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(secondFactorStatusQuery(getLocale())),
      queryClient.prefetchQuery(passkeysQuery(getLocale())),
      queryClient.prefetchQuery(socialAccountsQuery(getLocale())),
    ]),
  component: SecurityPage,
})

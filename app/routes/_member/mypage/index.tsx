import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '~/features/mypage/components/profile-page'
import { addressSearchQuery } from '~/features/mypage/mypage-queries'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_member/mypage/')({
  staticData: { crumb: m.page_mypage, description: m.meta_mypage_description },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(addressSearchQuery()),
  component: ProfilePage,
})

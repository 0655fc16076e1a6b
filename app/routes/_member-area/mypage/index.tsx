import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '~/features/member-area/components/profile-page'
import { addressSearchQuery } from '~/features/member-area/member-area-queries'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_member-area/mypage/')({
  staticData: { crumb: m.page_mypage, description: m.meta_mypage_description },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(addressSearchQuery()),
  component: ProfilePage,
})

import { createFileRoute } from '@tanstack/react-router'
import { PhonePage } from '~/features/member-area/components/phone-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_member-area/mypage/phone')({
  staticData: { crumb: m.page_mypage_phone, parent: { label: m.page_mypage, to: '/mypage' } },
  component: PhonePage,
})

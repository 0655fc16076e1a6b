import { createFileRoute } from '@tanstack/react-router'
import { WithdrawPage } from '~/features/member-area/withdrawal/withdraw-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_member-area/mypage/withdraw')({
  staticData: { crumb: m.page_mypage_withdraw, parent: { label: m.page_mypage, to: '/mypage' } },
  component: WithdrawPage,
})

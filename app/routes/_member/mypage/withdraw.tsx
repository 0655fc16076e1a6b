import { createFileRoute } from '@tanstack/react-router'
import { WithdrawPage } from '~/features/mypage/components/withdraw-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_member/mypage/withdraw')({
  staticData: { crumb: m.page_mypage_withdraw, parent: { label: m.page_mypage, to: '/mypage' } },
  component: WithdrawPage,
})

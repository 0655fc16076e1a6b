import { createFileRoute } from '@tanstack/react-router'
import { MypageLayout } from '~/features/mypage/components/mypage-layout'
import { withDeferredMessages } from '~/i18n/deferred-messages'

export const Route = createFileRoute('/_member/mypage')({
  ...withDeferredMessages,
  component: MypageLayout,
})

import { createFileRoute } from '@tanstack/react-router'
import { MypageLayout } from '~/features/member-area/components/mypage-layout'
import { withDeferredMessages } from '~/i18n/deferred-messages'

export const Route = createFileRoute('/_member-area/mypage')({
  ...withDeferredMessages,
  component: MypageLayout,
})

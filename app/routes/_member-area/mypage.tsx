import { createFileRoute } from '@tanstack/react-router'
import { MemberAreaLayout } from '~/features/member-area/components/member-area-frame'
import { withDeferredMessages } from '~/i18n/deferred-messages'

export const Route = createFileRoute('/_member-area/mypage')({
  ...withDeferredMessages,
  component: MemberAreaLayout,
})

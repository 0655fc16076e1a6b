import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '~/features/sign-in/components/forgot-password-page'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/password/forgot')({
  staticData: { crumb: m.page_password_forgot, parent: { label: m.page_login, to: '/login' } },
  ...withDeferredMessages,
  component: ForgotPasswordPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '~/features/sign-in/components/reset-password-page'
import { takeTokenOutOfAddress } from '~/features/sign-in/password-reset/password-reset-link.server'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/password/reset')({
  staticData: { crumb: m.page_password_reset, parent: { label: m.page_login, to: '/login' } },
  ...withDeferredMessages,
  // The mailed link's token moves into an HttpOnly cookie before anything renders (decision 28).
  server: { handlers: { GET: ({ request, next }) => takeTokenOutOfAddress(request) ?? next() } },
  // Whether this browser holds a link that works; asked on every visit.
  loader: async () => (await import('~/features/sign-in/password-reset/password-reset.functions')).getPasswordResetState(),
  staleTime: 0,
  component: ResetPasswordPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '~/features/sign-in/components/verify-email-page'
import { takeVerificationTokenOutOfAddress } from '~/features/sign-in/email-verification/email-verification-link.server'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/email/verify')({
  staticData: { crumb: m.page_email_verify },
  ...withDeferredMessages,
  // The mailed link's token moves into an HttpOnly cookie before anything renders (decision 48).
  server: { handlers: { GET: ({ request, next }) => takeVerificationTokenOutOfAddress(request) ?? next() } },
  loader: async () =>
    (await import('~/features/sign-in/email-verification/email-verification.functions')).hasEmailVerificationLink(),
  staleTime: 0,
  component: VerifyEmailPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { SecondFactorPage } from '~/features/sign-in/components/second-factor-page'
import { signInSearch } from '~/features/sign-in/login-search'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/login_/second-factor')({
  ...withDeferredMessages,
  staticData: { crumb: m.page_second_factor, parent: { label: m.page_login, to: '/login' } },
  validateSearch: signInSearch,
  // Whether a sign-in waits for its code (its cookie is HttpOnly); asked on every visit, never cached.
  loader: async () => (await import('~/features/sign-in/second-factor.functions')).getPendingSecondFactor(),
  component: SecondFactorPage,
})

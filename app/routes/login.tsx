import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '~/features/auth/components/login-page'
import { signInSearch } from '~/features/auth/login-search'
import { signInOptionsQuery } from '~/features/auth/sign-in-options-query'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/login')({
  staticData: { crumb: m.page_login, description: m.meta_login_description },
  validateSearch: signInSearch,
  ...withDeferredMessages,
  loader: ({ context }) => context.queryClient.ensureQueryData(signInOptionsQuery()),
  component: LoginPage,
})

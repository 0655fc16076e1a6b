import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '~/features/sign-in/components/login-page'
import { signInSearch } from '~/features/sign-in/login-search'
import { signInOptionsQuery } from '~/features/sign-in/sign-in-options-query'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/login')({
  staticData: { crumb: m.page_login, description: m.meta_login_description },
  validateSearch: signInSearch,
  ...withDeferredMessages,
  loader: ({ context }) => context.queryClient.ensureQueryData(signInOptionsQuery()),
  component: LoginPage,
})

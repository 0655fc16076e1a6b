import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '~/features/sign-in/components/signup-page'
import { signInSearch } from '~/features/sign-in/login-search'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/signup')({
  staticData: { crumb: m.page_signup, description: m.meta_signup_description },
  validateSearch: signInSearch,
  ...withDeferredMessages,
  component: SignupPage,
})

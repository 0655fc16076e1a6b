import { createFileRoute } from '@tanstack/react-router'
import { SocialConsentPage } from '~/features/sign-in/components/social-consent-page'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/signup_/consent')({
  ...withDeferredMessages,
  staticData: { crumb: m.page_signup_consent, description: m.meta_signup_consent_description },
  // Whether a consent ticket waits (its cookie is HttpOnly); asked on every visit, never cached.
  loader: async () => (await import('~/features/sign-in/sign-in.functions')).getPendingSocialSignup(),
  component: SocialConsentPage,
})

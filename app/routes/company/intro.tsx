import { createFileRoute } from '@tanstack/react-router'
import { companyQueries } from '~/features/company/company-queries'
import { IntroPage } from '~/features/company/components/intro-page'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/company/intro')({
  ...withDeferredMessages,
  staticData: { crumb: m.nav_company_intro, section: m.nav_company, description: m.meta_company_intro_description },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(companyQueries.people(getLocale())),
  component: IntroPage,
})

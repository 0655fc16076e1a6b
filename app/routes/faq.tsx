import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '~/features/static-pages/components/faq-page'
import { staticPageQueries } from '~/features/static-pages/static-pages-queries'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/faq')({
  ...withDeferredMessages,
  staticData: { crumb: m.page_faq, description: m.meta_faq_description },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(staticPageQueries.faq(getLocale())),
  component: FaqPage,
})

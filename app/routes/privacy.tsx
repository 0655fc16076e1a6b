import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from '~/features/static-pages/components/document-page'
import { sitePageHeadMeta } from '~/features/static-pages/site-page-head'
import { staticPageQueries } from '~/features/static-pages/static-pages-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/privacy')({
  staticData: { crumb: m.page_privacy, description: m.meta_privacy_description },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(staticPageQueries.page(getLocale(), 'privacy')),
  head: (context) => ({ meta: sitePageHeadMeta(context, 'privacy') }),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <DocumentPage name="privacy" />
}

import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from '~/features/static-pages/components/document-page'
import { sitePageHeadMeta } from '~/features/static-pages/site-page-head'
import { staticPageQueries } from '~/features/static-pages/static-pages-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/terms')({
  staticData: { crumb: m.page_terms, description: m.meta_terms_description },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(staticPageQueries.page(getLocale(), 'terms')),
  head: (context) => ({ meta: sitePageHeadMeta(context, 'terms') }),
  component: TermsPage,
})

function TermsPage() {
  return <DocumentPage name="terms" />
}

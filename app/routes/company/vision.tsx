import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from '~/features/static-pages/components/document-page'
import { sitePageHeadMeta } from '~/features/static-pages/site-page-head'
import { staticPageQueries } from '~/features/static-pages/static-pages-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/company/vision')({
  staticData: { crumb: m.nav_company_vision, section: m.nav_company, description: m.meta_company_vision_description },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(staticPageQueries.page(getLocale(), 'vision')),
  head: (context) => ({ meta: sitePageHeadMeta(context, 'vision') }),
  component: VisionPage,
})

function VisionPage() {
  return <DocumentPage name="vision" />
}

import { createFileRoute } from '@tanstack/react-router'
import { DocumentPage } from '~/features/static-pages/components/document-page'
import { sitePageHeadMeta } from '~/features/static-pages/site-page-head'
import { staticPageQueries } from '~/features/static-pages/static-pages-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/business/showroom')({
  staticData: { crumb: m.nav_business_showroom, section: m.nav_business, description: m.meta_business_showroom_description },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(staticPageQueries.page(getLocale(), 'showroom')),
  head: (context) => ({ meta: sitePageHeadMeta(context, 'showroom') }),
  component: ShowroomPage,
})

function ShowroomPage() {
  return <DocumentPage name="showroom" />
}

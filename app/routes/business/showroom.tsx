import { createFileRoute } from '@tanstack/react-router'
import { headFrom } from '~/components/page/lazy-head'
import { DocumentPage } from '~/features/static-pages/components/document-page'
import { loadSitePage } from '~/features/static-pages/site-page-route'
import { m } from '~/paraglide/messages'

// The head's code loads with the page's chunk, which holds the loader: this file is in every page's first load.
const sitePageRoute = () => import('~/features/static-pages/site-page-route')

export const Route = createFileRoute('/business/showroom')({
  staticData: { crumb: m.nav_business_showroom, section: m.nav_business, description: m.meta_business_showroom_description },
  loader: (context) => loadSitePage(context, 'showroom'),
  head: (context) => headFrom(sitePageRoute, (route) => ({ meta: route.sitePageHeadMeta(context, 'showroom') })),
  component: ShowroomPage,
})

function ShowroomPage() {
  return <DocumentPage name="showroom" />
}

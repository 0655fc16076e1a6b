import { createFileRoute } from '@tanstack/react-router'
import { headFrom } from '~/components/page/lazy-head'
import { DocumentPage } from '~/features/static-pages/components/document-page'
import { loadSitePage } from '~/features/static-pages/site-page-route'
import { m } from '~/paraglide/messages'

// The head's code loads with the page's chunk, which holds the loader: this file is in every page's first load.
const sitePageRoute = () => import('~/features/static-pages/site-page-route')

export const Route = createFileRoute('/company/vision')({
  staticData: { crumb: m.nav_company_vision, section: m.nav_company, description: m.meta_company_vision_description },
  loader: (context) => loadSitePage(context, 'vision'),
  head: (context) => headFrom(sitePageRoute, (route) => ({ meta: route.sitePageHeadMeta(context, 'vision') })),
  component: VisionPage,
})

function VisionPage() {
  return <DocumentPage name="vision" />
}

import { createFileRoute } from '@tanstack/react-router'
import { headFrom } from '~/components/page/lazy-head'
import { feedLinks } from '~/features/seo/feeds/feed-links'
import { DocumentPage } from '~/features/static-pages/components/document-page'
import { loadSitePage } from '~/features/static-pages/site-page-route'
import { m } from '~/paraglide/messages'

// The head's code loads with the page's chunk, which holds the loader: this file is in every page's first load.
const sitePageRoute = () => import('~/features/static-pages/site-page-route')

export const Route = createFileRoute('/research/intro')({
  staticData: { crumb: m.nav_research_intro, section: m.nav_research, description: m.meta_research_intro_description },
  loader: (context) => loadSitePage(context, 'research-intro'),
  head: (context) =>
    headFrom(sitePageRoute, (route) => ({
      meta: route.sitePageHeadMeta(context, 'research-intro'),
      links: feedLinks('research', m.nav_research()),
    })),
  component: ResearchIntroPage,
})

function ResearchIntroPage() {
  return <DocumentPage name="research-intro" />
}

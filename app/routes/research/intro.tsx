import { createFileRoute } from '@tanstack/react-router'
import { feedLinks } from '~/features/seo/feeds/feed-links'
import { DocumentPage } from '~/features/static-pages/components/document-page'
import { sitePageHeadMeta } from '~/features/static-pages/site-page-head'
import { staticPageQueries } from '~/features/static-pages/static-pages-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/research/intro')({
  staticData: { crumb: m.nav_research_intro, section: m.nav_research, description: m.meta_research_intro_description },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(staticPageQueries.page(getLocale(), 'research-intro')),
  head: (context) => ({ meta: sitePageHeadMeta(context, 'research-intro'), links: feedLinks('research', m.nav_research()) }),
  component: ResearchIntroPage,
})

function ResearchIntroPage() {
  return <DocumentPage name="research-intro" />
}

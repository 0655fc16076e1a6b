import { createFileRoute } from '@tanstack/react-router'
import { headFrom } from '~/components/page/lazy-head'
import { HomePage } from '~/features/home/components/home-page'
import { loadHome } from '~/features/home/home-queries'
import { jsonLdScript } from '~/features/seo/json-ld'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

// The company's structured data is for search engines, which read the server's page: its code loads after the page's.
const organizationData = () => import('~/features/seo/organization-structured-data')

export const Route = createFileRoute('/')({
  staticData: { crumb: m.page_home, description: m.meta_home_description, transparentNav: true },
  loader: ({ context: { queryClient } }) => loadHome(queryClient, getLocale()),
  head: ({ match }) =>
    headFrom(organizationData, ({ organizationJsonLd }) => ({
      scripts: [jsonLdScript(organizationJsonLd(match.context.site))],
    })),
  component: HomePage,
})

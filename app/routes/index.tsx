import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/components/home-page'
import { loadHome } from '~/features/home/home-queries'
import { jsonLdScript } from '~/features/seo/json-ld'
import { organizationJsonLd } from '~/features/seo/structured-data'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/')({
  staticData: { crumb: m.page_home, description: m.meta_home_description, transparentNav: true },
  loader: ({ context: { queryClient } }) => loadHome(queryClient, getLocale()),
  head: ({ match }) => ({ scripts: [jsonLdScript(organizationJsonLd(match.context.site))] }),
  component: HomePage,
})

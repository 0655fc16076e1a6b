import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { SamplePage } from '~/features/member-area/components/sample-page'
import {
  addressSearchQuery,
  loaderFetch,
  memberAreaQueries,
  pagedQuery,
  sampleMaterialsQuery,
} from '~/features/member-area/member-area-queries'
import { sampleSearch } from '~/features/member-area/member-area-search'
import { productQueries } from '~/features/products/products-queries'
import { withDeferredMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/_member-area/sample/')({
  ...withDeferredMessages,
  staticData: { crumb: m.page_sample },
  validateSearch: sampleSearch,
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const locale = getLocale()
    const [, , samples] = await Promise.all([
      queryClient.ensureQueryData(addressSearchQuery()),
      queryClient.ensureQueryData(productQueries.list(locale, sampleMaterialsQuery)),
      queryClient.ensureQueryData(loaderFetch(memberAreaQueries.samples(locale, pagedQuery(deps, 'samples')))),
    ])
    redirectPastTheEnd(location, samples)
  },
  component: SamplePage,
})

import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { PharmacyFinderPage } from '~/features/pharmacies/components/pharmacy-finder-page'
import { pharmacyQueries } from '~/features/pharmacies/pharmacies-queries'
import { consistentSearch, pharmacyQuery, stockedProductsQuery } from '~/features/pharmacies/pharmacy-filters'
import { pharmacySearch } from '~/features/pharmacies/pharmacy-search'
import { productQueries } from '~/features/products/products-queries'
import { withPageMessages } from '~/i18n/deferred-messages'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/business/pharmacy')({
  ...withPageMessages('pharmacy'),
  staticData: { crumb: m.nav_business_pharmacy, section: m.nav_business, description: m.meta_business_pharmacy_description },
  validateSearch: pharmacySearch,
  loaderDeps: ({ search: { lang: _lang, ...filters } }) => filters,
  loader: async ({ context: { queryClient }, deps, location }) => {
    const locale = getLocale()
    const [regions, subways, products] = await Promise.all([
      queryClient.ensureQueryData(pharmacyQueries.regions(locale)),
      queryClient.ensureQueryData(pharmacyQueries.subways(locale)),
      queryClient.ensureQueryData(productQueries.list(locale, stockedProductsQuery)),
    ])
    const search = consistentSearch(deps, { regions, subways, productIds: products.map((product) => product.id) })
    redirectPastTheEnd(location, await queryClient.ensureQueryData(pharmacyQueries.page(locale, pharmacyQuery(search))))
  },
  component: PharmacyFinderPage,
})

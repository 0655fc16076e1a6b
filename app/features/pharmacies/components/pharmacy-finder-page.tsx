import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '~/components/page/empty-state'
import { PageHeading } from '~/components/page/page-heading'
import { Pagination } from '~/components/page/pagination'
import { colors } from '~/components/styles/theme'
import { productQueries } from '~/features/products/products-queries'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { pharmacyQueries } from '../pharmacies-queries'
import { consistentSearch, pharmacyQuery, stockedProductsQuery } from '../pharmacy-filters'
import { NearbyPharmacies } from './nearby-pharmacies'
import { PharmacyFiltersForm } from './pharmacy-filters-form'
import { PharmacyResult, PharmacyResults } from './pharmacy-result'

const route = getRouteApi('/business/pharmacy')

const Count = styled.p`
  color: ${colors.textMuted};
  margin: 0 0 12px;
`

/** Find a pharmacy: filters in the address, results paged, the count announced to screen readers. */
export function PharmacyFinderPage() {
  const locale = getLocale()
  const raw = route.useSearch()
  const { data: regions } = useSuspenseQuery(pharmacyQueries.regions(locale))
  const { data: subways } = useSuspenseQuery(pharmacyQueries.subways(locale))
  const { data: products } = useSuspenseQuery(productQueries.list(locale, stockedProductsQuery))
  const search = consistentSearch(raw, { regions, subways, productIds: products.map((product) => product.id) })
  const { data: page } = useSuspenseQuery(pharmacyQueries.page(locale, pharmacyQuery(search)))

  return (
    <article>
      <PageHeading />
      <PharmacyFiltersForm search={search} regions={regions} subways={subways} products={products} />
      <NearbyPharmacies product={search.product}>
        <Count role="status" aria-live="polite" data-testid="pharmacy-count">
          {m.pharmacy_result_count({ count: formatNumber(page.total) })}
        </Count>
        {page.items.length === 0 ? (
          <EmptyState message={m.pharmacy_no_results()} />
        ) : (
          <PharmacyResults>
            {page.items.map((pharmacy) => (
              <PharmacyResult key={pharmacy.id} pharmacy={pharmacy} />
            ))}
          </PharmacyResults>
        )}
        <Pagination page={page.page} size={page.size} total={page.total} />
      </NearbyPharmacies>
    </article>
  )
}

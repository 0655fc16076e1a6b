import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '~/components/page/empty-state'
import { PageHeading } from '~/components/page/page-heading'
import { Pagination } from '~/components/page/pagination'
import { colors, media } from '~/components/styles/theme'
import { productQueries } from '~/features/products/products-queries'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { pharmacyQueries } from '../pharmacies-queries'
import { consistentSearch, pharmacyQuery, stockedProductsQuery } from '../pharmacy-filters'
import { PharmacyFiltersForm } from './pharmacy-filters-form'

const route = getRouteApi('/business/pharmacy')

const Results = styled.ul`
  border-top: 2px solid ${colors.secondary};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-bottom: 1px solid ${colors.border};
    display: grid;
    gap: 6px;
    padding: 20px 4px;
    ${media.md} {
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }
  h2 {
    font-size: 18px;
    margin: 0;
  }
  p {
    color: ${colors.textMuted};
    margin: 0;
  }
  .products {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 6px 0 0;
    padding: 0;
  }
  .products li {
    background: ${colors.primarySoft};
    border: 0;
    border-radius: 4px;
    color: ${colors.primary};
    display: inline;
    font-size: 13px;
    padding: 2px 8px;
  }
  a {
    color: ${colors.primary};
  }
  .beside {
    color: ${colors.textMuted};
    font-size: 0.85em;
    font-weight: 400;
  }
`

const Count = styled.p`
  color: ${colors.textMuted};
  margin: 0 0 12px;
`

/** Outside Korean pages: the Hangul (as on the sign), and the reader's form beside it. */
function WithHangul({ hangul, text }: { hangul: string | null; text: string }) {
  return hangul ? (
    <>
      <span lang="ko-KR">{hangul}</span> <span className="beside">{text}</span>
    </>
  ) : (
    text
  )
}

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
      <Count role="status" aria-live="polite" data-testid="pharmacy-count">
        {m.pharmacy_result_count({ count: formatNumber(page.total) })}
      </Count>
      {page.items.length === 0 ? (
        <EmptyState message={m.pharmacy_no_results()} />
      ) : (
        <Results>
          {page.items.map((pharmacy) => (
            <li key={pharmacy.id}>
              <div>
                <h2>
                  <WithHangul hangul={pharmacy.hangulName} text={pharmacy.name} />
                </h2>
                <p>
                  <WithHangul hangul={pharmacy.hangulAddress} text={pharmacy.address} />
                </p>
                {pharmacy.subwayName ? (
                  <p>
                    {m.pharmacy_nearest_station()}: {pharmacy.subwayLineName} {pharmacy.subwayStationName}
                  </p>
                ) : null}
                <ul className="products" aria-label={m.pharmacy_products()}>
                  {pharmacy.products.map((product) => (
                    <li key={product.id}>{product.name}</li>
                  ))}
                </ul>
              </div>
              <p>
                {m.pharmacy_phone()}: <a href={`tel:${pharmacy.phone.replace(/[^0-9+]/g, '')}`}>{pharmacy.phone}</a>
              </p>
            </li>
          ))}
        </Results>
      )}
      <Pagination page={page.page} size={page.size} total={page.total} />
    </article>
  )
}

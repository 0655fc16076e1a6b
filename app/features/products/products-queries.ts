import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { productListQuery, productPageQuery } from '~/api/contract/products'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./products.functions')

type PageQuery = v.InferInput<typeof productPageQuery>
type ListQuery = v.InferInput<typeof productListQuery>

export const productQueries = {
  materialPage: (locale: Locale, query: PageQuery) =>
    queryOptions({
      queryKey: [locale, 'products', 'material', query],
      queryFn: async () => (await functions()).getMaterialPage({ data: query }),
    }),
  ownProductPage: (locale: Locale, query: PageQuery) =>
    queryOptions({
      queryKey: [locale, 'products', 'pb', query],
      queryFn: async () => (await functions()).getOwnProductPage({ data: query }),
    }),
  relatedProductPage: (locale: Locale, query: PageQuery) =>
    queryOptions({
      queryKey: [locale, 'products', 'related', query],
      queryFn: async () => (await functions()).getRelatedProductPage({ data: query }),
    }),
  list: (locale: Locale, query: ListQuery) =>
    queryOptions({
      queryKey: [locale, 'products', 'list', query],
      queryFn: async () => (await functions()).getProductList({ data: query }),
      staleTime: 5 * 60_000,
    }),
}

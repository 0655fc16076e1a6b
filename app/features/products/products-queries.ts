import type * as v from 'valibot'
import type { productListQuery, productPageQuery } from '~/api/contract/products'
import { publicQuery } from '~/features/contract-calls/public-calls'
import type { Locale } from '~/i18n/locales'

type PageQuery = v.InferInput<typeof productPageQuery>
type ListQuery = v.InferInput<typeof productListQuery>

export const productQueries = {
  materialPage: (locale: Locale, query: PageQuery) =>
    publicQuery([locale, 'products', 'material', query], 'materialPage', { query }),
  ownProductPage: (locale: Locale, query: PageQuery) => publicQuery([locale, 'products', 'pb', query], 'pbPage', { query }),
  relatedProductPage: (locale: Locale, query: PageQuery) =>
    publicQuery([locale, 'products', 'related', query], 'relatedPage', { query }),
  list: (locale: Locale, query: ListQuery) =>
    publicQuery([locale, 'products', 'list', query], 'productList', { query }, { staleTime: 5 * 60_000 }),
}

import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { historyQuery } from '~/api/contract/company'
import { pageQuery, pointsQuery as pointsQuerySchema } from '~/api/contract/member-area-endpoints'
import { pharmacyPageQuery } from '~/api/contract/pharmacies'
import { postListQuery, pressListQuery } from '~/api/contract/posts'
import { productPageQuery } from '~/api/contract/products'
import { siteSearchQuery } from '~/api/contract/site-search'
import { HISTORY_PAGE_SIZE } from '~/features/company/company-queries'
import { pagedQuery, pointsQuery } from '~/features/member-area/member-area-queries'
import { pagedSearch, pointsSearch } from '~/features/member-area/member-area-search'
import { pharmacyQuery } from '~/features/pharmacies/pharmacy-filters'
import { pharmacySearch } from '~/features/pharmacies/pharmacy-search'
import { categorizedListSearch, listQuery, POST_PAGE_SIZE, pagedListSearch } from '~/features/posts/post-search'
import { PRODUCT_PAGE_SIZE, productListSearch } from '~/features/products/product-search'
import { searchQueryOf, siteSearchParams } from '~/features/search/search-params'

/**
 * Issue 21: a page that accepts a search its API refuses answered 500, with the validator's words in the page. Each
 * page whose search reaches the API: whatever its address holds, the query it sends is one the API accepts.
 */

/** What the router may hand a page's parser: its search values parsed from the address (JSON when they parse). */
const addressValue = fc.oneof(
  fc.constantFrom('\u0001', '\u007f', 'a\u0000b', ' \u001f ', '\t', 'x'.repeat(101), ' 약국 ', '서울특별시', '2'),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
)
const addressOf = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'lang'), addressValue, { maxKeys: keys.length + 1 })

function expectAccepted(schema: v.GenericSchema, query: unknown) {
  const result = v.safeParse(schema, query)
  expect(result.success, JSON.stringify(query)).toBe(true)
}

// The parsers take the router's search; an address can hold anything.
const asSearch = <T>(address: Record<string, unknown>) => address as T

describe('every page sends its API only what the API accepts', () => {
  it('the pharmacy finder, control characters and overlong text included', () => {
    const keys = ['page', 'product', 'siNm', 'sggNm', 'subwayArea', 'subwayLine', 'subwayName', 'query']
    fc.assert(
      fc.property(addressOf(keys), (address) => {
        const search = pharmacySearch(asSearch<Parameters<typeof pharmacySearch>[0]>(address))
        expectAccepted(pharmacyPageQuery, pharmacyQuery(search))
      }),
      { numRuns: 2000 },
    )
    for (const query of ['\u0001', '\u007f', 'a\u0000b']) {
      expect(pharmacySearch(asSearch({ query })).query, JSON.stringify(query)).toBeUndefined()
    }
  })

  it('the news, patent and thesis lists, press, history and the product lists', () => {
    fc.assert(
      fc.property(addressOf(['page', 'category']), (address) => {
        const categorized = categorizedListSearch(asSearch<Parameters<typeof categorizedListSearch>[0]>(address))
        for (const type of ['news', 'patent', 'thesis'] as const) {
          expectAccepted(postListQuery, listQuery(type, categorized, [{ id: 3, name: 'c' }]))
        }
        const { page } = pagedListSearch(asSearch<Parameters<typeof pagedListSearch>[0]>(address))
        expectAccepted(pressListQuery, { page: page ?? 1, size: POST_PAGE_SIZE.press })
        expectAccepted(historyQuery, { page: page ?? 1, size: HISTORY_PAGE_SIZE })
        const products = productListSearch(asSearch<Parameters<typeof productListSearch>[0]>(address))
        expectAccepted(productPageQuery, { page: products.page ?? 1, size: PRODUCT_PAGE_SIZE })
      }),
      { numRuns: 1000 },
    )
  })

  it('the site search, its query and type included', () => {
    fc.assert(
      fc.property(addressOf(['q', 'type', 'page']), (address) => {
        const query = searchQueryOf(siteSearchParams(asSearch<Parameters<typeof siteSearchParams>[0]>(address)))
        if (query) expectAccepted(siteSearchQuery, query)
      }),
      { numRuns: 2000 },
    )
    expect(searchQueryOf(siteSearchParams(asSearch({ q: ' 약국 ', type: 'pharmacy', page: 2 })))).toEqual({
      q: '약국',
      type: 'pharmacy',
      page: 2,
    })
  })

  it('the member pages: points, questions and sample requests', () => {
    fc.assert(
      fc.property(addressOf(['page', 'period']), (address) => {
        expectAccepted(pointsQuerySchema, pointsQuery(pointsSearch(asSearch<Parameters<typeof pointsSearch>[0]>(address))))
        const paged = pagedSearch(asSearch<Parameters<typeof pagedSearch>[0]>(address))
        expectAccepted(pageQuery, pagedQuery(paged, 'questions'))
        expectAccepted(pageQuery, pagedQuery(paged, 'samples'))
      }),
      { numRuns: 1000 },
    )
  })
})

import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { ProductListPage } from '~/features/products/components/product-list-page'
import { PRODUCT_PAGE_SIZE, productListSearch } from '~/features/products/product-search'
import { productQueries } from '~/features/products/products-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/business/material')({
  staticData: { crumb: m.nav_business_material, section: m.nav_business, description: m.meta_business_material_description },
  validateSearch: productListSearch,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 1 }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const list = { page: deps.page, size: PRODUCT_PAGE_SIZE }
    redirectPastTheEnd(location, await queryClient.ensureQueryData(productQueries.materialPage(getLocale(), list)))
  },
  component: MaterialPage,
})

function MaterialPage() {
  const { page } = Route.useSearch()
  return <ProductListPage type="material" page={page ?? 1} />
}

import { createFileRoute } from '@tanstack/react-router'
import { redirectPastTheEnd } from '~/components/page/past-the-end'
import { ProductListPage } from '~/features/products/components/product-list-page'
import { PRODUCT_PAGE_SIZE, productListSearch } from '~/features/products/product-search'
import { productQueries } from '~/features/products/products-queries'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

export const Route = createFileRoute('/business/pb')({
  staticData: { crumb: m.nav_business_pb, section: m.nav_business, description: m.meta_business_pb_description },
  validateSearch: productListSearch,
  loaderDeps: ({ search: { page } }) => ({ page: page ?? 1 }),
  loader: async ({ context: { queryClient }, deps, location }) => {
    const list = { page: deps.page, size: PRODUCT_PAGE_SIZE }
    redirectPastTheEnd(location, await queryClient.ensureQueryData(productQueries.ownProductPage(getLocale(), list)))
  },
  component: OwnProductsPage,
})

function OwnProductsPage() {
  const { page } = Route.useSearch()
  return <ProductListPage type="pb" page={page ?? 1} />
}

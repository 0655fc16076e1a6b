import { searchParser } from '~/components/page/search-params'
import { pageSearchParam } from '~/features/posts/post-search'

export const PRODUCT_PAGE_SIZE = 6

export const productListSearch = searchParser({ page: pageSearchParam })

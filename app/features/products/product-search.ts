import * as v from 'valibot'
import { pageSearchParam } from '~/features/posts/post-search'

export const PRODUCT_PAGE_SIZE = 6

export const productListSearch = v.object({ page: pageSearchParam })

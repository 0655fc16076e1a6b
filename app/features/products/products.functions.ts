import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { productListQuery, productPageQuery } from '~/api/contract/products'
import { contractInput } from '~/api/contract-input'

export const getMaterialPage = createServerFn({ method: 'GET' })
  .validator(contractInput(productPageQuery))
  .handler(({ data }) => api(contentEndpoints.materialPage, { query: data }))

export const getOwnProductPage = createServerFn({ method: 'GET' })
  .validator(contractInput(productPageQuery))
  .handler(({ data }) => api(contentEndpoints.pbPage, { query: data }))

export const getRelatedProductPage = createServerFn({ method: 'GET' })
  .validator(contractInput(productPageQuery))
  .handler(({ data }) => api(contentEndpoints.relatedPage, { query: data }))

export const getProductList = createServerFn({ method: 'GET' })
  .validator(contractInput(productListQuery))
  .handler(({ data }) => api(contentEndpoints.productList, { query: data }))

import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { api } from '~/api/api-client.server'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { postPreviewEndpoints, previewQuery } from '~/api/contract/post-editing-endpoints'
import { postListQuery, postPathParams, postTypes, pressListQuery } from '~/api/contract/posts'
import { contractInput } from '~/api/contract-input'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally.

export const getPostCategories = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object({ type: v.picklist(postTypes) })))
  .handler(({ data }) => api(contentEndpoints.postCategories, { params: data }))

export const getNewsPage = createServerFn({ method: 'GET' })
  .validator(contractInput(postListQuery))
  .handler(({ data }) => api(contentEndpoints.newsList, { query: data }))

export const getNews = createServerFn({ method: 'GET' })
  .validator(contractInput(postPathParams))
  .handler(({ data }) => api(contentEndpoints.newsDetail, { params: data }))

export const getPressPage = createServerFn({ method: 'GET' })
  .validator(contractInput(pressListQuery))
  .handler(({ data }) => api(contentEndpoints.pressList, { query: data }))

export const getPatentPage = createServerFn({ method: 'GET' })
  .validator(contractInput(postListQuery))
  .handler(({ data }) => api(contentEndpoints.patentList, { query: data }))

export const getPatent = createServerFn({ method: 'GET' })
  .validator(contractInput(postPathParams))
  .handler(({ data }) => api(contentEndpoints.patentDetail, { params: data }))

export const getThesisPage = createServerFn({ method: 'GET' })
  .validator(contractInput(postListQuery))
  .handler(({ data }) => api(contentEndpoints.thesisList, { query: data }))

export const getThesis = createServerFn({ method: 'GET' })
  .validator(contractInput(postPathParams))
  .handler(({ data }) => api(contentEndpoints.thesisDetail, { params: data }))

// A draft behind a preview link (docs/decisions/0040): POST, so that no HTTP cache keeps the answer and the token is
// not in a server function's address when the page is navigated to in the browser.
const previewInput = contractInput(v.object({ ...postPathParams.entries, ...previewQuery.entries }))

export const getNewsPreview = createServerFn({ method: 'POST' })
  .validator(previewInput)
  .handler(({ data: { id, token } }) => api(postPreviewEndpoints.newsPreview, { params: { id }, query: { token } }))

export const getPatentPreview = createServerFn({ method: 'POST' })
  .validator(previewInput)
  .handler(({ data: { id, token } }) => api(postPreviewEndpoints.patentPreview, { params: { id }, query: { token } }))

export const getThesisPreview = createServerFn({ method: 'POST' })
  .validator(previewInput)
  .handler(({ data: { id, token } }) => api(postPreviewEndpoints.thesisPreview, { params: { id }, query: { token } }))

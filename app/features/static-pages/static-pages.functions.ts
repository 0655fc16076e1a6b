import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { sitePageParams } from '~/api/contract/site-page-endpoints'
import { contractInput } from '~/api/contract-input'

/** One long-form page in the page's language only, from the content API (staff edit it: decision 52). */
export const getSitePage = createServerFn({ method: 'GET' })
  .validator(contractInput(sitePageParams))
  .handler(({ data }) => api(contentEndpoints.page, { params: { name: data.name } }))

/**
 * The FAQ in the page's language, from the content API (the members' FAQ and the public page are the same list): its
 * categories in their order with their names, and the questions.
 */
export const getFaq = createServerFn({ method: 'GET' }).handler(async () => api(memberAreaEndpoints.faq, { query: {} }))

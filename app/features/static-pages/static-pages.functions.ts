import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { api } from '~/api/api-client.server'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { contractInput } from '~/api/contract-input'
import { getLocale } from '~/paraglide/runtime'
import { privacy } from './content/privacy'
import { researchIntro } from './content/research-intro'
import { showroom } from './content/showroom'
import { terms } from './content/terms'
import { vision } from './content/vision'
import { localizeDocument, staticDocumentNames } from './static-document'

const documents = { vision, 'research-intro': researchIntro, showroom, terms, privacy }

/** One long-form page in the page's language only: the other four languages never reach the browser. */
export const getStaticDocument = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object({ name: v.picklist(staticDocumentNames) })))
  .handler(({ data }) => localizeDocument(documents[data.name], getLocale()))

/**
 * The FAQ in the page's language, from the content API (the members' FAQ and the public page are the same list): its
 * categories in their order with their names, and the questions.
 */
export const getFaq = createServerFn({ method: 'GET' }).handler(async () => api(memberAreaEndpoints.faq, { query: {} }))

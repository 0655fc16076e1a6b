import * as v from 'valibot'
import { mailStates } from '~/api/contract/admin-outbox-endpoints'
import { oneOfField, pageField } from '../address/search-fields'

export const OUTBOX_PAGE_SIZE = 20
export type MailState = (typeof mailStates)[number]

export interface OutboxQuery {
  state: MailState
  page: number
  size: number
}

/** The outbox's address query: `state`, `page`. */
export const outboxSearch = v.object({ state: oneOfField(mailStates), page: pageField() })

/** The outbox's query from its address: the failed mails by default. */
export function outboxQueryOf(search: v.InferOutput<typeof outboxSearch>): OutboxQuery {
  return { state: search.state ?? 'failed', page: search.page ?? 1, size: OUTBOX_PAGE_SIZE }
}

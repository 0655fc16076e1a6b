import { mailStates } from '~/api/contract/admin-outbox-endpoints'
import type { ConsoleSearch } from '../console-search'
import { pageOf } from '../kit/table-search'

export const OUTBOX_PAGE_SIZE = 20
export type MailState = (typeof mailStates)[number]

export interface OutboxQuery {
  state: MailState
  page: number
  size: number
}

/** The outbox's query from the address (`state`, `page`): the failed mails by default. */
export function outboxQueryOf(search: ConsoleSearch): OutboxQuery {
  const state = mailStates.find((candidate) => candidate === search.state) ?? 'failed'
  return { state, page: pageOf(search), size: OUTBOX_PAGE_SIZE }
}

import { questionListFilters } from '~/api/contract/member-area-admin-endpoints'
import type { ConsoleSearch } from '../console-search'
import { pageOf } from '../kit/table-search'

export const QUESTION_PAGE_SIZE = 20
export type QuestionListFilter = (typeof questionListFilters)[number]

export interface QuestionListQuery {
  status: QuestionListFilter
  page: number
  size: number
}

/** The question list's query from the address (`status`, `page`): every question, the waiting ones first, by default. */
export function questionQueryOf(search: ConsoleSearch): QuestionListQuery {
  const status = questionListFilters.find((filter) => filter === search.status) ?? 'all'
  return { status, page: pageOf(search), size: QUESTION_PAGE_SIZE }
}

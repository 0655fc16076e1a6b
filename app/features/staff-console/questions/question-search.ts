import * as v from 'valibot'
import { questionListFilters } from '~/api/contract/member-area-admin-endpoints'
import { oneOfField, pageField } from '../address/search-fields'

export const QUESTION_PAGE_SIZE = 20
export type QuestionListFilter = (typeof questionListFilters)[number]

export interface QuestionListQuery {
  status: QuestionListFilter
  page: number
  size: number
}

/** The question list's address query: `status`, `page`. */
export const questionSearch = v.object({ status: oneOfField(questionListFilters), page: pageField() })

/** The question list's query from its address: every question, the waiting ones first, by default. */
export function questionQueryOf(search: v.InferOutput<typeof questionSearch>): QuestionListQuery {
  return { status: search.status ?? 'all', page: search.page ?? 1, size: QUESTION_PAGE_SIZE }
}

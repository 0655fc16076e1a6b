import { consoleQueryKey } from '../console-queries'
import { staffListQuery, staffRecordQuery } from '../staff-calls'
import type { QuestionListQuery } from './question-search'

export const questionsKey = [...consoleQueryKey, 'questions'] as const

export const questionListQuery = (query: QuestionListQuery) =>
  staffListQuery([...questionsKey, 'list', query], 'questionList', { query })

export const questionDetailQuery = (id: number) =>
  staffRecordQuery([...questionsKey, 'detail', id], 'questionDetail', { params: { id } })

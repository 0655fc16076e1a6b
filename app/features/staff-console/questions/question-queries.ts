import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'
import type { QuestionListQuery } from './question-search'

const functions = () => import('./questions.functions')

export const questionsKey = [...consoleQueryKey, 'questions'] as const

export const questionListQuery = (query: QuestionListQuery) =>
  queryOptions({
    queryKey: [...questionsKey, 'list', query],
    queryFn: async () => (await functions()).listQuestions({ data: query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const questionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...questionsKey, 'detail', id],
    queryFn: async () => (await functions()).getQuestion({ data: { id } }),
    staleTime: 0,
  })

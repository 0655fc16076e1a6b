import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleSearch } from './console-search'
import { assigneesQuery, inquiryDetailQuery, inquiryListQuery } from './inquiries/inquiry-queries'
import { inquiryQueryOf, receiptOf } from './inquiries/inquiry-search'
import { memberDetailQuery, memberPointsQuery, memberSearchQuery, memberSessionsQuery } from './members/member-queries'
import { memberQueryOf, pointsPageOf } from './members/member-search'
import { outboxQuery } from './outbox/outbox-queries'
import { outboxQueryOf } from './outbox/outbox-search'
import { questionDetailQuery, questionListQuery } from './questions/question-queries'
import { questionQueryOf } from './questions/question-search'
import { idSegmentOf, uuidSegmentOf } from './record-segments'
import { sampleDetailQuery, sampleListQuery } from './samples/sample-queries'
import { sampleQueryOf } from './samples/sample-search'

/*
 * What the operations pages read for their first render, filled by the console route's loader (on the server for a
 * first load, so that the page's HTML holds the list or the record). Loaded with the loader's first call to one of
 * them: the console route's own chunk, in every page's first load, holds only the import.
 */

type Prefetch = (queryClient: QueryClient, search: ConsoleSearch, rest: readonly string[]) => Promise<unknown>

const inquiries: Prefetch = (queryClient, search, rest) => {
  if (rest.length === 0) return queryClient.prefetchQuery(inquiryListQuery(inquiryQueryOf(search)))
  const receipt = receiptOf(rest)
  return receipt
    ? Promise.all([queryClient.prefetchQuery(inquiryDetailQuery(receipt)), queryClient.prefetchQuery(assigneesQuery())])
    : Promise.resolve()
}

const questions: Prefetch = (queryClient, search, rest) => {
  if (rest.length === 0) return queryClient.prefetchQuery(questionListQuery(questionQueryOf(search)))
  const id = idSegmentOf(rest)
  return id === undefined ? Promise.resolve() : queryClient.prefetchQuery(questionDetailQuery(id))
}

const samples: Prefetch = (queryClient, search, rest) => {
  if (rest.length === 0) return queryClient.prefetchQuery(sampleListQuery(sampleQueryOf(search)))
  const id = idSegmentOf(rest)
  return id === undefined ? Promise.resolve() : queryClient.prefetchQuery(sampleDetailQuery(id))
}

const members: Prefetch = (queryClient, search, rest) => {
  if (rest.length === 0) return queryClient.prefetchQuery(memberSearchQuery(memberQueryOf(search)))
  const id = uuidSegmentOf(rest)
  if (id === undefined) return Promise.resolve()
  return Promise.all([
    queryClient.prefetchQuery(memberDetailQuery(id)),
    queryClient.prefetchQuery(memberPointsQuery(id, pointsPageOf(search))),
    queryClient.prefetchQuery(memberSessionsQuery(id)),
  ])
}

const outbox: Prefetch = (queryClient, search) => queryClient.prefetchQuery(outboxQuery(outboxQueryOf(search)))

export const operationsPrefetch = { inquiries, questions, samples, members, outbox }
export type OperationsSection = keyof typeof operationsPrefetch

import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleAddress } from './address/console-addresses'
import { assigneesQuery, inquiryDetailQuery, inquiryListQuery } from './inquiries/inquiry-queries'
import { inquiryQueryOf } from './inquiries/inquiry-search'
import { memberDetailQuery, memberPointsQuery, memberSearchQuery, memberSessionsQuery } from './members/member-queries'
import { memberQueryOf } from './members/member-search'
import { outboxQuery } from './outbox/outbox-queries'
import { outboxQueryOf } from './outbox/outbox-search'
import { questionDetailQuery, questionListQuery } from './questions/question-queries'
import { questionQueryOf } from './questions/question-search'
import { sampleDetailQuery, sampleListQuery } from './samples/sample-queries'
import { sampleQueryOf } from './samples/sample-search'

/*
 * What the operations pages read for their first render, filled by the console route's loader (on the server for a
 * first load, so that the page's HTML holds the list or the record). Loaded with the loader's first call to one of
 * them: the console route's own chunk, in every page's first load, holds only the import.
 */

type Prefetch<S extends OperationsSection> = (queryClient: QueryClient, address: ConsoleAddress<S>) => Promise<unknown>
export type OperationsSection = 'inquiries' | 'questions' | 'samples' | 'members' | 'outbox'

export const operationsPrefetch: { readonly [S in OperationsSection]: Prefetch<S> } = {
  inquiries: (queryClient, address) =>
    address.view === 'list'
      ? queryClient.prefetchQuery(inquiryListQuery(inquiryQueryOf(address.search)))
      : Promise.all([
          queryClient.prefetchQuery(inquiryDetailQuery(address.receipt)),
          queryClient.prefetchQuery(assigneesQuery()),
        ]),
  questions: (queryClient, address) =>
    address.view === 'list'
      ? queryClient.prefetchQuery(questionListQuery(questionQueryOf(address.search)))
      : queryClient.prefetchQuery(questionDetailQuery(address.id)),
  samples: (queryClient, address) =>
    address.view === 'list'
      ? queryClient.prefetchQuery(sampleListQuery(sampleQueryOf(address.search)))
      : queryClient.prefetchQuery(sampleDetailQuery(address.id)),
  members: (queryClient, address) =>
    address.view === 'list'
      ? queryClient.prefetchQuery(memberSearchQuery(memberQueryOf(address.search)))
      : Promise.all([
          queryClient.prefetchQuery(memberDetailQuery(address.id)),
          queryClient.prefetchQuery(memberPointsQuery(address.id, address.search.points ?? 1)),
          queryClient.prefetchQuery(memberSessionsQuery(address.id)),
        ]),
  outbox: (queryClient, address) => queryClient.prefetchQuery(outboxQuery(outboxQueryOf(address.search))),
}

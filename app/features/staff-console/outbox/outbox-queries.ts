import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'
import type { OutboxQuery } from './outbox-search'

const functions = () => import('./outbox.functions')

export const outboxKey = [...consoleQueryKey, 'outbox'] as const

export const outboxQuery = (query: OutboxQuery) =>
  queryOptions({
    queryKey: [...outboxKey, query],
    queryFn: async () => (await functions()).listMails({ data: query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

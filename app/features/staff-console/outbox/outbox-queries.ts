import { consoleQueryKey } from '../console-queries'
import { staffListQuery } from '../staff-calls'
import type { OutboxQuery } from './outbox-search'

export const outboxKey = [...consoleQueryKey, 'outbox'] as const

export const outboxQuery = (query: OutboxQuery) => staffListQuery([...outboxKey, query], 'mailList', { query })

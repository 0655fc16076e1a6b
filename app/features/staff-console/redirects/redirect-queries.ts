import { consoleQueryKey } from '../console-queries'
import { staffListQuery, staffRecordQuery } from '../staff-calls'
import type { RedirectListQuery } from './redirect-search'

export const redirectsKey = [...consoleQueryKey, 'redirects'] as const

export const redirectListQuery = (query: RedirectListQuery) =>
  staffListQuery([...redirectsKey, 'list', query], 'redirectList', { query })

export const redirectDetailQuery = (id: number) =>
  staffRecordQuery([...redirectsKey, 'detail', id], 'redirectDetail', { params: { id } })

import { consoleQueryKey } from '../console-queries'
import { staffListQuery, staffQuery, staffRecordQuery } from '../staff-calls'
import { type MemberSearchQuery, POINTS_PAGE_SIZE } from './member-search'

export const membersKey = [...consoleQueryKey, 'members'] as const

export const memberSearchQuery = (query: MemberSearchQuery) =>
  staffListQuery([...membersKey, 'search', query], 'memberSearch', { query })

/** The member, masked; what a reveal answers is never kept in the cache (it lives in the page's state only). */
export const memberDetailQuery = (id: string) =>
  staffRecordQuery([...membersKey, id, 'detail'], 'memberDetail', { params: { id } })

export const memberPointsQuery = (id: string, page: number) =>
  staffListQuery([...membersKey, id, 'points', page], 'memberPoints', { params: { id }, query: { page, size: POINTS_PAGE_SIZE } })

export const memberSessionsQuery = (id: string) =>
  staffQuery([...membersKey, id, 'sessions'], 'memberSessions', { params: { id } }, { staleTime: 0 })

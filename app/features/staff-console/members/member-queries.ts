import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'
import { type MemberSearchQuery, POINTS_PAGE_SIZE } from './member-search'

const functions = () => import('./members.functions')

export const membersKey = [...consoleQueryKey, 'members'] as const

export const memberSearchQuery = (query: MemberSearchQuery) =>
  queryOptions({
    queryKey: [...membersKey, 'search', query],
    queryFn: async () => (await functions()).searchMembers({ data: query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** The member, masked; what a reveal answers is never kept in the cache (it lives in the page's state only). */
export const memberDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...membersKey, id, 'detail'],
    queryFn: async () => (await functions()).getMember({ data: { id } }),
    staleTime: 0,
  })

export const memberPointsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...membersKey, id, 'points', page],
    queryFn: async () => (await functions()).getMemberPoints({ data: { id, page, size: POINTS_PAGE_SIZE } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const memberSessionsQuery = (id: string) =>
  queryOptions({
    queryKey: [...membersKey, id, 'sessions'],
    queryFn: async () => (await functions()).listMemberSessions({ data: { id } }),
    staleTime: 0,
  })

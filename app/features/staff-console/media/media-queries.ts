import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'
import type { MediaListQuery } from './media-search'

const functions = () => import('./media.functions')

export const mediaKey = [...consoleQueryKey, 'media'] as const

export const mediaListQuery = (query: MediaListQuery) =>
  queryOptions({
    queryKey: [...mediaKey, 'list', query],
    queryFn: async () => (await functions()).listMedia({ data: query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const mediaDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...mediaKey, 'detail', id],
    queryFn: async () => (await functions()).getMediaItem({ data: { id } }),
    staleTime: 0,
  })

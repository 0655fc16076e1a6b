import { consoleQueryKey } from '../console-queries'
import { staffListQuery, staffRecordQuery } from '../staff-calls'
import type { MediaListQuery } from './media-search'

export const mediaKey = [...consoleQueryKey, 'media'] as const

export const mediaListQuery = (query: MediaListQuery) => staffListQuery([...mediaKey, 'list', query], 'mediaList', { query })

export const mediaDetailQuery = (id: number) => staffRecordQuery([...mediaKey, 'detail', id], 'mediaDetail', { params: { id } })

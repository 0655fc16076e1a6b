import { consoleQueryKey } from '../console-queries'
import { staffListQuery, staffRecordQuery } from '../staff-calls'
import type { SampleListQuery } from './sample-search'

export const samplesKey = [...consoleQueryKey, 'samples'] as const

export const sampleListQuery = (query: SampleListQuery) => staffListQuery([...samplesKey, 'list', query], 'sampleList', { query })

export const sampleDetailQuery = (id: number) =>
  staffRecordQuery([...samplesKey, 'detail', id], 'sampleDetail', { params: { id } })

import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'
import type { SampleListQuery } from './sample-search'

const functions = () => import('./samples.functions')

export const samplesKey = [...consoleQueryKey, 'samples'] as const

export const sampleListQuery = (query: SampleListQuery) =>
  queryOptions({
    queryKey: [...samplesKey, 'list', query],
    queryFn: async () => (await functions()).listSamples({ data: query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const sampleDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...samplesKey, 'detail', id],
    queryFn: async () => (await functions()).getSample({ data: { id } }),
    staleTime: 0,
  })

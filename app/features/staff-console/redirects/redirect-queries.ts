import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'
import type { RedirectListQuery } from './redirect-search'

const functions = () => import('./redirects.functions')

export const redirectsKey = [...consoleQueryKey, 'redirects'] as const

export const redirectListQuery = (query: RedirectListQuery) =>
  queryOptions({
    queryKey: [...redirectsKey, 'list', query],
    queryFn: async () => (await functions()).listRedirects({ data: query }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const redirectDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...redirectsKey, 'detail', id],
    queryFn: async () => (await functions()).getRedirect({ data: { id } }),
    staleTime: 0,
  })

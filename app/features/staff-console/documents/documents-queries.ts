import { queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'

const functions = () => import('./documents.functions')

export const documentsEditingQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'documents'],
    queryFn: async () => (await functions()).listDocuments(),
    staleTime: 0,
  })

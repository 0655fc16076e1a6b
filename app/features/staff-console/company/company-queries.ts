import { queryOptions } from '@tanstack/react-query'
import { consoleQueryKey } from '../console-queries'

const functions = () => import('./company.functions')

export const companyDetailsQuery = () =>
  queryOptions({
    queryKey: [...consoleQueryKey, 'company'],
    queryFn: async () => (await functions()).getCompanyDetails(),
    staleTime: 0,
  })

import { queryOptions } from '@tanstack/react-query'

const functions = () => import('../member-consents.functions')

/** The member's consents: their history (newest first) and the texts changed since they agreed. */
export const memberConsentsQuery = (locale: string) =>
  queryOptions({
    queryKey: [locale, 'member', 'consents'] as const,
    queryFn: async () => (await functions()).getMemberConsents(),
    staleTime: 5 * 60_000,
  })

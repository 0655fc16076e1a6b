import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

// Route loaders import this module, so it stays light (docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./second-factor.functions')

/** Whether the member's second factor is on: never fresh, refreshed after every change; under 'mypage' like the member's data. */
export const secondFactorStatusQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['mypage', locale, 'second-factor'],
    queryFn: async () => (await functions()).getSecondFactorStatus(),
    staleTime: 0,
    refetchOnMount: false,
    retry: false,
  })

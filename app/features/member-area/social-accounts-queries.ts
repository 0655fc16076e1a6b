import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

// Route loaders import this module, so it stays light (docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./social-accounts.functions')

/** The providers linked to the member: never fresh, refreshed after an unlink; under 'mypage'. */
export const socialAccountsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['mypage', locale, 'social-accounts'],
    queryFn: async () => (await functions()).getSocialAccounts(),
    staleTime: 0,
    refetchOnMount: false,
    retry: false,
  })

import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

// Route loaders import this module, so it stays light (docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./passkeys.functions')

/** The member's passkeys and security history: never fresh, refreshed after every change; under 'mypage'. */
export const passkeysQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['mypage', locale, 'passkeys'],
    queryFn: async () => (await functions()).getPasskeys(),
    staleTime: 0,
    refetchOnMount: false,
    retry: false,
  })

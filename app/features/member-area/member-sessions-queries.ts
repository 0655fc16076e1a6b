import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

// Route loaders import this module, so it stays light (docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./member-sessions.functions')

/** The member's signed-in browsers: never fresh, refreshed after every change; under 'mypage' like the member's data. */
export const memberSessionsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['mypage', locale, 'sessions'],
    queryFn: async () => (await functions()).getMemberSessions(),
    staleTime: 0,
    refetchOnMount: false,
    retry: false,
  })

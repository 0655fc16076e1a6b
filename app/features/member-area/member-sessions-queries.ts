import type { Locale } from '~/i18n/locales'
import { memberQuery, refreshedByLoaders } from './member-calls'

/** The member's signed-in browsers: never fresh, refreshed after every change; under 'mypage' like the member's data. */
export const memberSessionsQuery = (locale: Locale) =>
  memberQuery(['mypage', locale, 'sessions'], 'sessions', {}, { ...refreshedByLoaders, retry: false })

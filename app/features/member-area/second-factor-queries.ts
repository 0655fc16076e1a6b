import type { Locale } from '~/i18n/locales'
import { memberQuery, refreshedByLoaders } from './member-calls'

/** Whether the member's second factor is on: never fresh, refreshed after every change; under 'mypage' like the member's data. */
export const secondFactorStatusQuery = (locale: Locale) =>
  memberQuery(['mypage', locale, 'second-factor'], 'status', {}, { ...refreshedByLoaders, retry: false })

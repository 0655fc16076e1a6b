import type { Locale } from '~/i18n/locales'
import { memberQuery, refreshedByLoaders } from './member-calls'

/** The providers linked to the member: never fresh, refreshed after an unlink; under 'mypage'. */
export const socialAccountsQuery = (locale: Locale) =>
  memberQuery(['mypage', locale, 'social-accounts'], 'socialAccounts', {}, { ...refreshedByLoaders, retry: false })

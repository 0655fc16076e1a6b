import type { Locale } from '~/i18n/locales'
import { memberQuery, refreshedByLoaders } from './member-calls'

/** The member's passkeys and security history: never fresh, refreshed after every change; under 'mypage'. */
export const passkeysQuery = (locale: Locale) =>
  memberQuery(['mypage', locale, 'passkeys'], 'passkeys', {}, { ...refreshedByLoaders, retry: false })

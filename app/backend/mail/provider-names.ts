import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import type { Locale } from '~/i18n/locales'

/** The sign-in providers' names as each language writes them, for the mails (the password reset's, the notices'). */
export const providerNames: Record<SocialProvider, Record<Locale, string>> = {
  kakao: { 'ko-KR': '카카오', 'en-US': 'Kakao', 'zh-CN': 'Kakao', 'zh-TW': 'Kakao', 'ja-JP': 'カカオ' },
  naver: { 'ko-KR': '네이버', 'en-US': 'Naver', 'zh-CN': 'Naver', 'zh-TW': 'Naver', 'ja-JP': 'NAVER' },
  google: { 'ko-KR': '구글', 'en-US': 'Google', 'zh-CN': 'Google', 'zh-TW': 'Google', 'ja-JP': 'Google' },
  facebook: { 'ko-KR': '페이스북', 'en-US': 'Facebook', 'zh-CN': 'Facebook', 'zh-TW': 'Facebook', 'ja-JP': 'Facebook' },
}

const listSeparator: Record<Locale, string> = { 'ko-KR': ', ', 'en-US': ', ', 'zh-CN': '、', 'zh-TW': '、', 'ja-JP': '、' }

export function providerList(providers: readonly SocialProvider[], locale: Locale): string {
  return providers.map((provider) => providerNames[provider][locale]).join(listSeparator[locale])
}

/** A provider's name in `locale`, from its id as the database keeps it; an unknown id as it is. */
export function providerName(id: string, locale: Locale): string {
  return (providerNames as Record<string, Record<Locale, string> | undefined>)[id]?.[locale] ?? id
}

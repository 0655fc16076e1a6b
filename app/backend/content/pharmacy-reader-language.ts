import type { LocalizedText } from '~/backend/db/schema'
import type { Locale } from '~/i18n/locales'
import { romanizeKorean } from './place-names/romanize-korean'

/**
 * A pharmacy's name or address in the reader's language: staff's translation for it, else (outside Korean) the
 * English form, which is the Latin one, else the Korean romanized; and the Korean beside it outside Korean pages.
 */
export function pharmacyInReaderLanguage(text: LocalizedText, locale: Locale) {
  const korean = text['ko-KR'] ?? ''
  if (locale === 'ko-KR') return { text: korean, hangul: null }
  return { text: text[locale] || text['en-US'] || romanizeKorean(korean), hangul: korean }
}

import type { LocalizedText } from '~/backend/db/schema'
import { baseLocale, type Locale } from '~/i18n/locales'

/** One field in the request's language, falling back to Korean (the original) per field. */
export function pick(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return ''
  return text[locale] ?? text[baseLocale] ?? ''
}

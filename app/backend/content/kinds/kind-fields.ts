import type { Localized } from '~/api/contract/localized-text'
import type { LocalizedText } from '~/backend/db/schema'
import type { Locale } from '~/i18n/locales'

/** A stored text as the editor's field: Korean always present (empty when the row had none). */
export const korean = (text: LocalizedText | null | undefined): Localized<string> => ({ ...text, 'ko-KR': text?.['ko-KR'] ?? '' })

type Language = 'ko' | 'en'
const languageOf = (locale: Locale): Language => (locale === 'ko-KR' ? 'ko' : 'en')

/** A refusal's message in the console's languages (Korean, else English). */
export const staffMessage = (texts: Record<Language, string>) => (locale: Locale) => texts[languageOf(locale)]

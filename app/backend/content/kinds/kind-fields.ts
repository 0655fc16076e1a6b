import type { Localized } from '~/api/contract/localized-text'
import type { LocalizedText } from '~/backend/db/schema'
import type { Locale } from '~/i18n/locales'
import type { TranslatedField } from '../editing/content-kind'

/** A stored text as the editor's field: Korean always present (empty when the row had none). */
export const korean = (text: LocalizedText | null | undefined): Localized<string> => ({ ...text, 'ko-KR': text?.['ko-KR'] ?? '' })

/** A translated field whose Korean is required (every kind's text is: the public site falls back to it). */
export const required = (name: string, column: TranslatedField['column']): TranslatedField => ({ name, column, required: true })

type Language = 'ko' | 'en'
const languageOf = (locale: Locale): Language => (locale === 'ko-KR' ? 'ko' : 'en')

/** A refusal's message in the console's languages (Korean, else English). */
export const staffMessage = (texts: Record<Language, string>) => (locale: Locale) => texts[languageOf(locale)]

import type { DocumentForEditing } from '~/api/contract/document-editing-endpoints'
import type { Locale } from '~/i18n/locales'

/** The document's name in the console's language, else the Korean one. */
export const documentNameOf = (document: DocumentForEditing, locale: Locale) =>
  document.name[locale] ?? document.name['ko-KR'] ?? document.type

import type { DocumentRecord } from '~/api/contract/documents'
import type { Locale } from '~/i18n/locales'

/** The English deck for en-US (the general one if there is none), the general one for every other language. */
export function companyDeckFor(documents: DocumentRecord[], locale: Locale): DocumentRecord | undefined {
  const byType = (type: DocumentRecord['type']) => documents.find((document) => document.type === type)
  return locale === 'en-US' ? (byType('COMPANY_EN') ?? byType('COMPANY')) : byType('COMPANY')
}

import type { DocumentType } from '~/api/contract/documents'
import { publicQuery } from '~/features/contract-calls/public-calls'
import type { Locale } from '~/i18n/locales'

const longLived = { staleTime: 10 * 60_000 }

export const documentQueries = {
  list: (locale: Locale, type?: DocumentType) =>
    publicQuery([locale, 'documents', type ?? 'all'], 'documents', { query: { type } }, longLived),
  types: (locale: Locale) => publicQuery([locale, 'document-types'], 'documentTypes', {}, longLived),
}

import { queryOptions } from '@tanstack/react-query'
import type { DocumentType } from '~/api/contract/documents'
import type { Locale } from '~/i18n/locales'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./documents.functions')

export const documentQueries = {
  list: (locale: Locale, type?: DocumentType) =>
    queryOptions({
      queryKey: [locale, 'documents', type ?? 'all'],
      queryFn: async () => (await functions()).getDocuments({ data: { type } }),
      staleTime: 10 * 60_000,
    }),
  types: (locale: Locale) =>
    queryOptions({
      queryKey: [locale, 'document-types'],
      queryFn: async () => (await functions()).getDocumentTypes(),
      staleTime: 10 * 60_000,
    }),
}

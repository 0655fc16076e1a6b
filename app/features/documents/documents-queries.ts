import { queryOptions } from '@tanstack/react-query'
import type { DocumentType } from '~/api/contract/documents'
import type { Locale } from '~/i18n/locales'
import { getDocuments, getDocumentTypes } from './documents.functions'

export const documentQueries = {
  list: (locale: Locale, type?: DocumentType) =>
    queryOptions({
      queryKey: [locale, 'documents', type ?? 'all'],
      queryFn: () => getDocuments({ data: { type } }),
      staleTime: 10 * 60_000,
    }),
  types: (locale: Locale) =>
    queryOptions({ queryKey: [locale, 'document-types'], queryFn: () => getDocumentTypes(), staleTime: 10 * 60_000 }),
}

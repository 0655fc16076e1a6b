import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { StaticDocumentName } from './static-document'

// Imported on the first fetch (see docs/decisions/0011-first-load-javascript.md).
const functions = () => import('./static-pages.functions')

const forever = Number.POSITIVE_INFINITY

export const staticPageQueries = {
  document: (locale: Locale, name: StaticDocumentName) =>
    queryOptions({
      queryKey: [locale, 'static-document', name],
      queryFn: async () => (await functions()).getStaticDocument({ data: { name } }),
      staleTime: forever,
    }),
  faq: (locale: Locale) =>
    queryOptions({ queryKey: [locale, 'faq'], queryFn: async () => (await functions()).getFaq(), staleTime: forever }),
}

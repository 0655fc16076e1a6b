import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { StaticDocumentName } from './static-document'
import { getFaq, getStaticDocument } from './static-pages.functions'

const forever = Number.POSITIVE_INFINITY

export const staticPageQueries = {
  document: (locale: Locale, name: StaticDocumentName) =>
    queryOptions({
      queryKey: [locale, 'static-document', name],
      queryFn: () => getStaticDocument({ data: { name } }),
      staleTime: forever,
    }),
  faq: (locale: Locale) => queryOptions({ queryKey: [locale, 'faq'], queryFn: () => getFaq(), staleTime: forever }),
}

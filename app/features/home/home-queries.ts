import type { QueryClient } from '@tanstack/react-query'
import { companyQueries } from '~/features/company/company-queries'
import { postQueries } from '~/features/posts/posts-queries'
import type { Locale } from '~/i18n/locales'

export const LATEST_NEWS_COUNT = 3

/** Everything home shows, as query options, so the loader and the components ask for exactly the same. */
export const homeQueries = (locale: Locale) => ({
  figures: companyQueries.figures(locale),
  latestNews: postQueries.newsPage(locale, { page: 1, size: LATEST_NEWS_COUNT }),
  mainClients: companyQueries.clients(locale, { isMain: true }),
  testimonials: companyQueries.testimonials(locale),
})

export async function loadHome(queryClient: QueryClient, locale: Locale) {
  const queries = homeQueries(locale)
  await Promise.all([
    queryClient.ensureQueryData(queries.figures),
    queryClient.ensureQueryData(queries.latestNews),
    queryClient.ensureQueryData(queries.mainClients),
    queryClient.ensureQueryData(queries.testimonials),
  ])
}

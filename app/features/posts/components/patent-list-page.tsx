import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { postQueries } from '../posts-queries'
import { useCategorizedListQuery } from '../use-categorized-list-query'
import { patentStatusLabel } from './patent-status'
import { ResearchListPage } from './research-list-page'

const route = getRouteApi('/research/patent/')

/** Patents: category filter, then number, status and dates of each. */
export function PatentListPage() {
  const { locale, categories, query } = useCategorizedListQuery('patent', route.useSearch())
  const { data: page } = useSuspenseQuery(postQueries.patentPage(locale, query))
  return (
    <ResearchListPage
      page={page}
      categories={{ all: categories, current: query.idCategory }}
      detailPage="/research/patent/$id"
      byline={(item) => (
        <>
          {m.patent_application_number()} {item.applicationNumber}
          {item.registrationNumber ? ` · ${m.patent_registration_number()} ${item.registrationNumber}` : ''}
        </>
      )}
      facts={(item) => (
        <>
          {patentStatusLabel(item.status)} · {item.office} ·{' '}
          <time dateTime={item.registeredAt ?? item.filedAt}>{formatDate(item.registeredAt ?? item.filedAt, locale)}</time>
        </>
      )}
    />
  )
}

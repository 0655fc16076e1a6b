import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { postQueries } from '../posts-queries'
import { useCategorizedListQuery } from '../use-categorized-list-query'
import { ResearchListPage } from './research-list-page'

const route = getRouteApi('/research/thesis/')

/** Papers: category filter, then title, authors, journal and year of each. */
export function ThesisListPage() {
  const { locale, categories, query } = useCategorizedListQuery('thesis', route.useSearch())
  const { data: page } = useSuspenseQuery(postQueries.thesisPage(locale, query))
  return (
    <ResearchListPage
      page={page}
      categories={{ all: categories, current: query.idCategory }}
      detailPage="/research/thesis/$id"
      byline={(item) => item.authors.join(', ')}
      facts={(item) => (
        <>
          <cite>{item.journal}</cite> · {item.year}
        </>
      )}
    />
  )
}
